import { array, number, object, string, type TestContext } from 'yup';
import { MAX_PARCEL_WEIGHT_KG, PARCEL_CLASSES } from '../constants';
import type { ParcelClass, ParcelType } from '../entities';
import { MESSAGE_KEYS } from '../errors';
import { emailRule, maxLengthRule, phoneRule, requiredRule } from './field-rules';
import {
  amountField,
  cityIdField,
  destinationCityField,
  futureDateField,
  numberField,
  oneOfField,
} from './shared-fields';

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

export const parcelCreateSchema = object({
  type: oneOfField(PARCEL_TYPES),
  weight_class: weightClassField,
  weight_kg: weightField,
  image_ids: array(number().integer(MESSAGE_KEYS.onlyNumbersRequired).min(1, MESSAGE_KEYS.invalidMinValue)).default(
    [],
  ),
  description: requiredRule.concat(maxLengthRule(DESCRIPTION_MAX_LENGTH)),
  deadline: futureDateField(),
  from_city_id: cityIdField(),
  to_city_id: destinationCityField(),
  reward: amountField(),
  guest_email: emailRule,
  guest_phone: phoneRule,
});

/** A parcel's deadline on its own, as a form field checks it: required, YYYY-MM-DD, today in Kazakhstan or later. */
export const deadlineRule = futureDateField();

export const parcelUpdateSchema = object({
  deadline: string().test({
    name: 'deadline',
    message: MESSAGE_KEYS.dateInPast,
    test: (value) => value === undefined || deadlineRule.isValidSync(value),
  }),
  reward: amountField(),
});
