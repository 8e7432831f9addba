export { MessageDialog } from './MessageDialog';

/** Its pages and islands, each loaded when needed (its own chunk). */
export const loadTemplatesPage = () => import('./TemplatesPage');
