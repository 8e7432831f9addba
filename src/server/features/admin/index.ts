export { toCsv } from './csv';
export { type AuditEntry, auditStatement, insertSession, listAdmins } from './repository';
export {
  AccountError,
  type AdminIdentity,
  authenticate,
  saveAccount,
  secondFactorSatisfied,
  signIn,
  signOut,
} from './service';
export { resetSecondFactor } from './two-factor/enrol';
