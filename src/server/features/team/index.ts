export { findMember } from './repository';
