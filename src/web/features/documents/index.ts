export { ClientDocuments } from './ClientDocuments';
