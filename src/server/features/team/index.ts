export { findMember } from './repository';
export { registerTeamRoutes } from './routes';
