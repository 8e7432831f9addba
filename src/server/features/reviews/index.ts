export { registerReviewRoutes } from './routes';
