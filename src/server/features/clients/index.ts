export { touchClientStatement, workedByStatement } from './activity-repository';
export { emailKey, phoneKey, toE164 } from './contact-keys';
export {
  clientOfConfirmedEmail,
  confirmedNumbers,
  emailAddressesOf,
  foreignEnquiriesOf,
  foreignEnquiryIds,
  mayReceivePrivate,
  privateAddressOf,
  privateChannelsOf,
} from './identity';
export {
  type ClientLink,
  type ClientOwnedTable,
  type ClientPerson,
  linkToClient,
  namedClientStatement,
  type OwnedInsert,
  websiteEnquiryTables,
} from './link';
export { relationStatement } from './relations';
export { clientFamily, type HouseholdMember, householdOf, liveClients, relationsOf } from './relations-read';
export { type Actor, clientNotFound, resolveClient } from './service';
