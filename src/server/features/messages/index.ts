export { registerMessageRoutes } from './routes';
