export type {
  ClaimAction,
  ClaimCourier,
  ClaimGeocode,
  ClaimList,
  ClaimListQuery,
  ClaimPoint,
  ClaimRefund,
  ClaimRefundStatus,
  ClaimRequest,
  CourierOrderForm,
  Estimate,
  EstimateRequest,
  LogisticClaim,
} from './claim';
export { CLAIM_STATUSES, COURIER_PROVIDER_STATUSES, COURIER_PROVIDER_STOPS } from './claim-status';
export type { ClaimStatus, CourierProviderStatus } from './claim-status';
export {
  CLAIM_ACTIONS,
  CLAIM_REFUND_DAYS,
  CLAIM_REFUND_STATUSES,
  claimEntitySchema,
  claimIdParamsSchema,
  claimListEntitySchema,
  claimListQuerySchema,
  claimSchema,
  COURIER_ADDRESS_MAX_LENGTH,
  COURIER_COMMENT_MAX_LENGTH,
  COURIER_NAME_MAX_LENGTH,
  courierOrderSchema,
  estimateEntitySchema,
  estimateSchema,
  PAYMENT_WAIT_MINUTES,
} from './claim-schemas';
export { devCourierAdvanceSchema } from './courier-schemas';
