export { toCsv } from './csv';
export { type AuditEntry, auditStatement, listAdmins } from './repository';
export { AccountError, type AdminIdentity, authenticate, saveAccount, signIn, signOut } from './service';
