export { touchClientStatement } from './activity-repository';
export { type ClientLink, type ClientOwnedTable, type ClientPerson, linkToClient } from './link';
export { clientFamily, type HouseholdMember, householdOf } from './relations-read';
export { type Actor, clientNotFound, resolveClient } from './service';
