import { MESSAGE_KEYS } from '../errors';
import type { InsuranceRefusalReason } from './policy';

// Without yup, so a bundle that only reads an error answer (toApiError) does not carry the schemas.

export const INSURANCE_REFUSAL_REASONS: readonly InsuranceRefusalReason[] = [
  'cost_above_limit',
  'document_invalid',
  'document_sanctioned',
  'route_not_covered',
  'other',
];

/** The text of each refusal reason (the 'insurance error' modal shows it under insurerCannotConclude). */
export const INSURANCE_REFUSAL_MESSAGE_KEYS: Readonly<Record<InsuranceRefusalReason, string>> = {
  cost_above_limit: MESSAGE_KEYS.insuranceRefusedCostAboveLimit,
  document_invalid: MESSAGE_KEYS.insuranceRefusedDocumentInvalid,
  document_sanctioned: MESSAGE_KEYS.insuranceRefusedDocumentSanctioned,
  route_not_covered: MESSAGE_KEYS.insuranceRefusedRouteNotCovered,
  other: MESSAGE_KEYS.insurerCannotConclude,
};

export function isInsuranceRefusalReason(value: unknown): value is InsuranceRefusalReason {
  return (INSURANCE_REFUSAL_REASONS as readonly unknown[]).includes(value);
}
