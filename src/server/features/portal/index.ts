export { registerPortalRoutes } from './routes';
