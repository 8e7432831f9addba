export { NewsletterBox } from './NewsletterBox';

/** Its pages and islands, each loaded when needed (its own chunk). */
export const loadNewsletterBox = () => import('./NewsletterBox');
export const loadResourceBooks = () => import('./ResourceBooks');
export const loadResourcesPage = () => import('./ResourcesPage');
