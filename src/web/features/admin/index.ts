export { AdminGate, LogoutButton, SignInFrame } from './AdminGate';
export { useAdminSession, useMayUse, verifyKey } from './api/session';
export { PriorityBadge, StatusBadge } from './badges';
export { EnrolScreen } from './two-factor/EnrolScreen';
