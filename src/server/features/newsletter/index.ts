export { newsletterScheduler } from './dispatch';
export { registerNewsletterIssueRoutes } from './issues-routes';
export { newsletterMailContext } from './mail-context';
export { registerNewsletterRoutes } from './routes';
