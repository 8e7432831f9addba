export { AdminGate, LogoutButton, SignInFrame } from './AdminGate';
export { useAdminSession, useMayUse, verifyKey } from './api/session';
export { PriorityBadge, StatusBadge } from './badges';
export { EnrolScreen } from './two-factor/EnrolScreen';

/** Its pages and islands, each loaded when needed (its own chunk). */
export const loadAdminPage = () => import('./AdminPage');
export const loadAuditLogPage = () => import('./AuditLogPage');
export const loadForgotPasswordPage = () => import('./ForgotPasswordPage');
export const loadResetPasswordPage = () => import('./ResetPasswordPage');
export const loadSecurityPage = () => import('./two-factor/SecurityPage');
