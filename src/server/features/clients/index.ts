export { type ClientLink, type ClientOwnedTable, type ClientPerson, linkToClient } from './link';
