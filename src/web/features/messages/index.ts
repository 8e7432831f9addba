export { MessageDialog } from './MessageDialog';
