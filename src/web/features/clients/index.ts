export { FollowUpDialog } from './FollowUpDialog';
