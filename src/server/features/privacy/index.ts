export { retentionScheduler, runRetention } from './retention';
export { registerPrivacyRoutes } from './routes';
