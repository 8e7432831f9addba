export { useTeamPeople } from './api/team';
