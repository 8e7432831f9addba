export { FollowUpDialog } from './FollowUpDialog';

/** Its pages and islands, each loaded when needed (its own chunk). */
export const loadClientPage = () => import('./ClientPage');
export const loadClientsPage = () => import('./ClientsPage');
export const loadTodayPage = () => import('./TodayPage');
