export { registerReviewRoutes } from './routes';
export { reviewDueOfClients } from './service';
