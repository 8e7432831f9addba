export { registerDocumentRoutes } from './routes';
