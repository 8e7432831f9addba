export { useDocumentsExpiring, useDocumentsReceived } from './api/documents';
export { ClientDocuments } from './ClientDocuments';
export { ClientIdentification } from './ClientIdentification';
export { ConfirmAdvice } from './ConfirmAdvice';
export { RequestedDocumentRow } from './RequestedDocumentRow';
