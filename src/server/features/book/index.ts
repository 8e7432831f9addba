export { policiesByNumberLike, statusSinceColumn } from './repository';
export { registerBookRoutes } from './routes';
