export { createSiteStores, SiteApp } from './site-app';
export type { SiteStores } from './site-app';
export { isPrerendered, prepareHydration } from './hydrate';
export { holdEarlyClicks } from './early-clicks';
export { AfterFirstCommit } from './hydrated-signal';
