export { createBindLookup, toBind } from './bind-records';
export type { BindLookup } from './bind-records';
export { partyContactsOf, selectBindsWithParties, selectBindsWithPartyAccounts } from './bind-parties';
export type { PartyContact } from './bind-parties';
export { bindRoutes } from './bind-routes';
export type { BindNotices, BindParcelAccess, BindRoutesDependencies, BindSurroundings, DealCancellation } from './bind-routes';
