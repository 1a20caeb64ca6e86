import { array, object, type TestContext } from 'yup';
import { MAX_PARCEL_WEIGHT_KG, PARCEL_CLASSES } from '../constants';
import type { ParcelClass, ParcelType } from '../entities';
import { MESSAGE_KEYS } from '../errors';
import { emailRule, maxLengthRule, phoneRule, requiredRule } from './field-rules';
import { amountField, cityIdField, destinationCityField, futureDateField, numberField, oneOfField, plainTextField } from './shared-fields';

const PARCEL_TYPES: readonly ParcelType[] = ['documents', 'parcel'];
const PARCEL_CLASS_NAMES = Object.keys(PARCEL_CLASSES) as ParcelClass[];
const DESCRIPTION_MAX_LENGTH = 1000;

/** Documents travel only as the documents class; a parcel is S, M or L. */
export function isClassForType(parcelClass: ParcelClass, type: ParcelType): boolean {
  return (parcelClass === 'documents') === (type === 'documents');
}

export function isWeightInClass(weightKg: number, parcelClass: ParcelClass): boolean {
  const range = PARCEL_CLASSES[parcelClass];
  return weightKg >= range.minKg && weightKg <= range.maxKg;
}

interface ParcelParent {
  type?: ParcelType;
  weight_class?: ParcelClass;
}

const weightClassField = oneOfField(PARCEL_CLASS_NAMES).test({
  name: 'classForType',
  message: MESSAGE_KEYS.classNotForType,
  test(value, context: TestContext) {
    const { type } = context.parent as ParcelParent;
    return !value || !type || isClassForType(value, type);
  },
});

const weightField = numberField()
  .min(0, MESSAGE_KEYS.invalidMinValue)
  .max(MAX_PARCEL_WEIGHT_KG, MESSAGE_KEYS.weightTooHeavy)
  .test({
    name: 'weightInClass',
    message: MESSAGE_KEYS.weightOutOfClass,
    test(value, context: TestContext) {
      const { weight_class: parcelClass } = context.parent as ParcelParent;
      if (value === undefined || !parcelClass || !(parcelClass in PARCEL_CLASSES)) return true;
      return value > MAX_PARCEL_WEIGHT_KG || isWeightInClass(value, parcelClass);
    },
  });

/** The class a weight falls in, for a request that gives kilograms and no class. */
function classForWeight(type: unknown, weightKg: unknown): ParcelClass | undefined {
  if (typeof weightKg !== 'number') return undefined;
  if (type === 'documents') return 'documents';
  if (type !== 'parcel') return undefined;
  return weightKg <= PARCEL_CLASSES.S.maxKg ? 'S' : weightKg <= PARCEL_CLASSES.M.maxKg ? 'M' : 'L';
}

/** A request with kilograms and no class gets the class the weight falls in (the API's older clients send no class). */
function withDerivedClass(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  if (fields.weight_class !== undefined && fields.weight_class !== null && fields.weight_class !== '') return body;
  const derived = classForWeight(fields.type, fields.weight_kg);
  return derived ? { ...fields, weight_class: derived } : body;
}

export const parcelCreateSchema = object({
  type: oneOfField(PARCEL_TYPES),
  weight_class: weightClassField,
  weight_kg: weightField,
  // Photo ids are random (an id says nothing of the others); the upload token proves the photos are the sender's.
  image_ids: array(plainTextField().max(64, MESSAGE_KEYS.notFound)).default([]),
  upload_token: plainTextField().max(100, MESSAGE_KEYS.maxLengthNotValid),
  description: requiredRule.concat(maxLengthRule(DESCRIPTION_MAX_LENGTH)),
  deadline: futureDateField(),
  from_city_id: cityIdField(),
  to_city_id: destinationCityField(),
  reward: amountField(),
  guest_email: emailRule,
  guest_phone: phoneRule,
}).transform(withDerivedClass);

/** A parcel's deadline on its own, as a form field checks it: required, YYYY-MM-DD, today in Kazakhstan or later. */
export const deadlineRule = futureDateField();

export const parcelUpdateSchema = object({
  deadline: plainTextField().test({
    name: 'deadline',
    message: MESSAGE_KEYS.dateInPast,
    test: (value) => value === undefined || deadlineRule.isValidSync(value),
  }),
  reward: amountField(),
});
