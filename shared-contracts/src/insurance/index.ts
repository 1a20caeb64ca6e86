export type {
  InsuranceAttribute,
  InsuranceCancelReason,
  InsuranceCommission,
  InsuranceCommissionRequest,
  InsurancePerson,
  InsurancePolicy,
  InsurancePolicyList,
  InsurancePolicyStatus,
  InsuranceRefundStatus,
  InsuranceRefusal,
  InsuranceRefusalReason,
  InsuranceRequest,
  InsurerContact,
} from './policy';
export { INSURANCE_REFUSAL_MESSAGE_KEYS, isInsuranceRefusalReason } from './insurance-refusal';
export {
  INSURANCE_DOCUMENT_TYPES,
  insuranceCommissionEntitySchema,
  insuranceCommissionSchema,
  insurancePersonSchema,
  insurancePolicyEntitySchema,
  insurancePolicyIdParamsSchema,
  insurancePolicyListEntitySchema,
  insuranceRefusalEntitySchema,
  insuranceSchema,
} from './policy-schemas';
