export { registerBookingRoutes } from './routes';
