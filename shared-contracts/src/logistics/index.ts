export { CLAIM_STATUSES, COURIER_PROVIDER_STATUSES } from './claim-status';
export type { ClaimStatus, CourierProviderStatus } from './claim-status';
export { devCourierAdvanceSchema } from './courier-schemas';
