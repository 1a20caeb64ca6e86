export { ClaimTracker } from './claim-tracker';
export type { ClaimCall, ClaimLoadState, ClaimTrackerOptions } from './claim-tracker';
export { CLAIM_PACE, FINAL_STATUSES, isFinalStatus, nextPollDelay } from './claim-pace';
export type { ClaimPace } from './claim-pace';
export { DeliveryPage } from './delivery-page';
export type { DeliveryPageOptions, DeliveryPageProps, DeliveryWidget } from './delivery-page';
export { ActiveClaims, DeliveryState, claimPath } from './delivery-state';
