export { adviceDocument, adviceForClient, confirmAdvice } from './advice';
export { pdfDownloadHeaders } from './advice-routes';
export {
  deleteDocumentsStatements,
  documentContent,
  documentFile,
  insertDocumentStatements,
} from './repository';
export { documentRequestForClient, receiveRequestedDocument } from './requests';
export { registerDocumentRoutes } from './routes';
export { sniffDocument } from './sniff';
export { readUpload } from './upload';
