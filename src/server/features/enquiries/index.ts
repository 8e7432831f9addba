export { registerEnquiryRoutes } from './routes';
export { consultationRequestStatements } from './service';
