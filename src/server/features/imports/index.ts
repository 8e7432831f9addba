export { registerImportRoutes } from './routes';
