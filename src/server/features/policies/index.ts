export { statusSinceColumn } from './repository';
export { registerPolicyRoutes } from './routes';
