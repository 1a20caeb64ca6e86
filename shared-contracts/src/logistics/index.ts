export type {
  ClaimAction,
  ClaimCourier,
  ClaimList,
  ClaimListQuery,
  ClaimPoint,
  ClaimRequest,
  CourierOrderForm,
  Estimate,
  EstimateRequest,
  LogisticClaim,
} from './claim';
export { CLAIM_STATUSES, COURIER_PROVIDER_STATUSES, COURIER_PROVIDER_STOPS } from './claim-status';
export type { ClaimStatus, CourierProviderStatus } from './claim-status';
export {
  claimEntitySchema,
  claimIdParamsSchema,
  claimListEntitySchema,
  claimListQuerySchema,
  claimSchema,
  courierOrderSchema,
  estimateEntitySchema,
  estimateSchema,
  PAYMENT_WAIT_MINUTES,
} from './claim-schemas';
export { devCourierAdvanceSchema } from './courier-schemas';
