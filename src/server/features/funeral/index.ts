export { registerFuneralRoutes } from './routes';
