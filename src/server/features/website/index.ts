export { registerWebsiteRoutes } from './routes';
export { firstContent, websiteState } from './service';
