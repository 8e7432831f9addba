export { registerNeedsAnalysisRoutes } from './routes';
