export { useDocumentsExpiring, useDocumentsReceived } from './api/documents';
export { ClientDocuments } from './ClientDocuments';
export { ClientIdentification } from './ClientIdentification';
