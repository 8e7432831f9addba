export { type RawSheet, readImportFile } from './read-file';
export { registerImportRoutes } from './routes';
