export { createMarketplaceNotices } from './marketplace-notices';
export type { GuestLinkTokens, MarketplaceNotices } from './marketplace-notices';
