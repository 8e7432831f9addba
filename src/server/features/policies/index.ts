export { policiesByNumberLike, statusSinceColumn } from './repository';
export { registerPolicyRoutes } from './routes';
