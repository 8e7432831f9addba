export { registerHealthRoutes } from './routes';
export { type DiskReader, type DiskSpace, dataFolders, readDisk, siteFacts, siteStatus } from './site-status';
