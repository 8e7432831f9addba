export { freeGuidePdf } from './guide-download';
export { LiveSite } from './live-site';
export { registerWebsiteRoutes } from './routes';
export { firstContent, websiteState } from './service';
