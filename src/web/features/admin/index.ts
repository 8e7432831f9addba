export { AdminGate, LogoutButton } from './AdminGate';
export { PriorityBadge, StatusBadge } from './badges';
