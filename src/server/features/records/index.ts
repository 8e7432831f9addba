export { pipeline } from './kinds/sign-ups';
export { listRecords } from './repository';
export { registerRecordRoutes } from './routes';
