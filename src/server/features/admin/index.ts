export { registerAdminGuard } from './guard';
export { hashPassword, passwordProblem } from './passwords';
export {
  endSessionsOf,
  findAdminByEmail,
  insertAdmin,
  insertSession,
  listAdmins,
} from './repository';
export { registerAdminRoutes } from './routes';
export {
  AccountError,
  type AdminIdentity,
  authenticate,
  saveAccount,
  secondFactorSatisfied,
  sessionAbsoluteMs,
  signIn,
  signOut,
} from './service';
export { resetSecondFactor } from './two-factor/enrol';
export { sessionState } from './two-factor/service';
export { totpCode } from './two-factor/totp';
