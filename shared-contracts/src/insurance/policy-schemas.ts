import { array, boolean, number, object, string, type TestContext } from 'yup';
import { MAX_PARCEL_WEIGHT_KG, MIN_INSURANCE_COST } from '../constants';
import { MESSAGE_KEYS } from '../errors';
import {
  birthDateOfIin,
  hasValidIinChecksum,
  iinRule,
  isDocumentNumberValid,
  isEmptyValue,
  isIsoDate,
  LARGEST_ROW_ID,
  MAX_AMOUNT_TENGE,
  maxLengthRule,
  onlyLettersRule,
  requiredPhoneRule,
  requiredRule,
  schemaFields,
  VERIFICATION_DOCUMENT_TYPES,
} from '../validation';
import { INSURANCE_REFUSAL_REASONS } from './insurance-refusal';
import type { InsuranceCancelReason, InsuranceDocumentType, InsurancePolicyStatus, InsuranceRefundStatus } from './policy';

const { currency, date, dateTime, integer, oneOf, oneOfField, pastDateField, pathIdParams, tiyn } = schemaFields;

/** The largest declared cost the product accepts at all, whole tenge; an insurer's own limit may be lower. */
export const MAX_INSURANCE_COST = 100_000_000;
export const INSURANCE_FIO_MAX_LENGTH = 255;
export const INSURANCE_ADDRESS_MAX_LENGTH = 255;
export const INSURANCE_DESCRIPTION_MAX_LENGTH = 1000;
export const INSURANCE_DOCUMENT_NUMBER_MAX_LENGTH = 20;
/** A parcel side, whole centimetres. */
export const INSURANCE_DIMENSION_CM = { min: 1, max: 200 } as const;

export const INSURANCE_DOCUMENT_TYPES: readonly InsuranceDocumentType[] = VERIFICATION_DOCUMENT_TYPES;
export const INSURANCE_POLICY_STATUSES: readonly InsurancePolicyStatus[] = [
  'awaiting_payment',
  'issued',
  'refused',
  'cancelled',
  'payment_failed',
];
export const INSURANCE_REFUND_STATUSES: readonly InsuranceRefundStatus[] = ['due', 'refunded'];
export const INSURANCE_CANCEL_REASONS: readonly InsuranceCancelReason[] = ['payment_timeout'];

interface PersonParent {
  iin?: unknown;
  documentType?: unknown;
}

/** A number typed as text or sent as JSON; a blank field is missing (fieldRequired), not a wrong number. */
function typedNumberField() {
  return number()
    .transform((value: unknown, original: unknown) => (isEmptyValue(original) ? undefined : value))
    .typeError(MESSAGE_KEYS.onlyNumbersRequired)
    .required(MESSAGE_KEYS.fieldRequired);
}

/** The declared cost: whole tenge from spec §5's 500 (insuranceCostRule's minimum) to MAX_INSURANCE_COST. */
export function insuranceCostField() {
  return typedNumberField()
    .integer(MESSAGE_KEYS.onlyNumbersRequired)
    .min(MIN_INSURANCE_COST, MESSAGE_KEYS.invalidMinValue)
    .max(MAX_INSURANCE_COST, MESSAGE_KEYS.invalidMaxValue)
    .meta({ description: 'the declared cost, whole tenge' });
}

function dimensionField() {
  return typedNumberField()
    .integer(MESSAGE_KEYS.onlyNumbersRequired)
    .min(INSURANCE_DIMENSION_CM.min, MESSAGE_KEYS.invalidMinValue)
    .max(INSURANCE_DIMENSION_CM.max, MESSAGE_KEYS.invalidMaxValue)
    .meta({ description: 'whole centimetres' });
}

function iinField() {
  return requiredRule.concat(iinRule).test({
    name: 'iin',
    message: MESSAGE_KEYS.iinNotValid,
    params: { jsonSchema: { description: 'Kazakhstan IIN: 12 digits, check digit' } },
    test: (value) => isEmptyValue(value) || !/^\d{12}$/.test(String(value)) || hasValidIinChecksum(String(value)),
  });
}

function documentNumberField() {
  return requiredRule.concat(maxLengthRule(INSURANCE_DOCUMENT_NUMBER_MAX_LENGTH)).test({
    name: 'documentNumber',
    message: MESSAGE_KEYS.documentNumberNotValid,
    params: { jsonSchema: { description: 'in the format of its documentType' } },
    test(value, context: TestContext) {
      const { documentType } = context.parent as PersonParent;
      if (isEmptyValue(value) || !INSURANCE_DOCUMENT_TYPES.includes(documentType as InsuranceDocumentType)) return true;
      return isDocumentNumberValid(documentType as InsuranceDocumentType, String(value));
    },
  });
}

/** Issued today or before, and not before the birth date the IIN encodes. */
function documentIssueDateField() {
  return pastDateField().test({
    name: 'issuedAfterBirth',
    message: MESSAGE_KEYS.issueDateBeforeBirth,
    test(value, context: TestContext) {
      const { iin } = context.parent as PersonParent;
      if (!value || !isIsoDate(value) || typeof iin !== 'string' || !hasValidIinChecksum(iin)) return true;
      const birthDate = birthDateOfIin(iin);
      return birthDate === null || value >= birthDate;
    },
  });
}

/** One person of the contract (spec §3): every field required (spec §5). */
export const insurancePersonSchema = object({
  fio: requiredRule.concat(onlyLettersRule).concat(maxLengthRule(INSURANCE_FIO_MAX_LENGTH)),
  iin: iinField(),
  resident: boolean().typeError(MESSAGE_KEYS.untitledError).required(MESSAGE_KEYS.fieldRequired),
  documentType: oneOfField(INSURANCE_DOCUMENT_TYPES),
  documentNumber: documentNumberField(),
  documentIssueDate: documentIssueDateField(),
  address: requiredRule.concat(maxLengthRule(INSURANCE_ADDRESS_MAX_LENGTH)),
  mobilePhone: requiredPhoneRule,
});

/** The parcel the policy covers: dimensions, weight (at most 5 kg), declared cost and description. */
export const insuranceAttributeSchema = object({
  cost: insuranceCostField(),
  width: dimensionField(),
  length: dimensionField(),
  height: dimensionField(),
  weight: typedNumberField()
    .moreThan(0, MESSAGE_KEYS.invalidMinValue)
    .max(MAX_PARCEL_WEIGHT_KG, MESSAGE_KEYS.weightTooHeavy)
    .meta({ description: 'kilograms, at most 5' }),
  description: requiredRule.concat(maxLengthRule(INSURANCE_DESCRIPTION_MAX_LENGTH)),
});

// ---- requests

/** POST /insurance/commission */
export const insuranceCommissionSchema = object({
  cost: insuranceCostField(),
});

/** POST /insurance: spec §3's insurance parcel; the form's rules and the API's. */
export const insuranceSchema = object({
  parcel_trip_bind_id: typedNumberField()
    .integer(MESSAGE_KEYS.onlyNumbersRequired)
    .min(1, MESSAGE_KEYS.invalidMinValue)
    .max(LARGEST_ROW_ID, MESSAGE_KEYS.invalidMaxValue)
    .meta({ description: 'the bind (deal) the policy covers; its sender only, before pickup' }),
  deliveryMan: insurancePersonSchema.required(MESSAGE_KEYS.fieldRequired),
  insured: insurancePersonSchema.required(MESSAGE_KEYS.fieldRequired),
  insurer: insurancePersonSchema.required(MESSAGE_KEYS.fieldRequired),
  attribute: insuranceAttributeSchema.required(MESSAGE_KEYS.fieldRequired),
  delivery_price: typedNumberField()
    .integer(MESSAGE_KEYS.onlyNumbersRequired)
    .min(1, MESSAGE_KEYS.invalidMinValue)
    .max(MAX_AMOUNT_TENGE, MESSAGE_KEYS.invalidMaxValue)
    .meta({ description: 'the delivery price, whole tenge' }),
});

/** The policy's id in a path. */
export const insurancePolicyIdParamsSchema = pathIdParams(string(), 'the id POST /insurance answered');

// ---- answers

export const insuranceCommissionEntitySchema = object({
  cost: tiyn(),
  commission: tiyn(),
  price: tiyn(),
  currency: currency(),
});

export const insurerContactEntitySchema = object({
  name: string(),
  phone: string(),
  email: string(),
  url: string(),
});

export const insuranceRefusalEntitySchema = object({
  reason: oneOf(INSURANCE_REFUSAL_REASONS),
  insurer_contact: insurerContactEntitySchema,
});

export const insurancePolicyEntitySchema = object({
  id: string(),
  number: string().nullable(),
  status: oneOf(INSURANCE_POLICY_STATUSES),
  price: tiyn(),
  commission: tiyn(),
  cost: tiyn(),
  currency: currency(),
  checkout_url: string().nullable(),
  parcel_trip_bind_id: integer(),
  document_url: string().nullable(),
  refusal: insuranceRefusalEntitySchema.nullable().default(null),
  refund: object({
    amount: tiyn(),
    status: oneOf(INSURANCE_REFUND_STATUSES),
    due_by: date(),
    refunded_at: dateTime().nullable(),
  })
    .nullable()
    .default(null),
  cancel_reason: oneOf(INSURANCE_CANCEL_REASONS).nullable().default(null),
  created_at: dateTime(),
});

export const insurancePolicyListEntitySchema = object({ policies: array(insurancePolicyEntitySchema) });
