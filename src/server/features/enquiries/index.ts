export { consultationRequestStatements } from './service';
