export { useTeamPeople } from './api/team';

/** Its pages and islands, each loaded when needed (its own chunk). */
export const loadInvitationPage = () => import('./InvitationPage');
export const loadTeamPage = () => import('./TeamPage');
