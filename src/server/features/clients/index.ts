export { logContact } from './activity';

export {
  automaticTasksStatement,
  firstContactStatement,
  touchClientStatement,
  workedByStatement,
} from './activity-repository';
export { mineOrNobodys } from './adviser-filter-repository';
export { emailKey, phoneKey, toE164 } from './contact-keys';
export { dailyDigestScheduler, runDailyDigest } from './digest';
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
} from './link-repository';
export { relationStatement } from './relations';
export {
  clientFamily,
  type HouseholdMember,
  householdOf,
  liveClients,
  relationsOf,
} from './relations-repository';
export type { ClientRow, ListViewer } from './repository';
export { registerClientRoutes } from './routes';
export { type Actor, clientNotFound, listViewer, resolveClient, searchClients } from './service';
