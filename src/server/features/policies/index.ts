export { registerPolicyRoutes } from './routes';
