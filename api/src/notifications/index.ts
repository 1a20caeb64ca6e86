export { createMarketplaceNotices } from './marketplace-notices';
export type { GuestLinkTokens, MarketplaceNotices, TripConfirmationRequest } from './marketplace-notices';
