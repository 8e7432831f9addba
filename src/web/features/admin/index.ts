export { AdminGate, LogoutButton } from './AdminGate';
export { useAdminSession, useMayUse } from './api/session';
export { PriorityBadge, StatusBadge } from './badges';
