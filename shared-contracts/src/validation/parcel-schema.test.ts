import { MESSAGE_KEYS as K } from '../errors';
import { kazakhstanToday } from './dates';
import { deadlineRule, isClassForType, isWeightInClass, parcelCreateSchema, parcelUpdateSchema } from './parcel-schema';
import { validateObject, validateValue } from './validate';

const parcel = {
  type: 'parcel',
  weight_class: 'M',
  weight_kg: 2,
  image_ids: ['a', 'b'],
  description: 'Книги',
  deadline: `${new Date().getFullYear() + 1}-01-01`,
  from_city_id: 1,
  to_city_id: 2,
  reward: 3000,
};

function errorsOf(changes: object) {
  return validateObject(parcelCreateSchema, { ...parcel, ...changes });
}

describe('parcelCreateSchema', () => {
  it('accepts a parcel and documents', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ type: 'documents', weight_class: 'documents', weight_kg: undefined, image_ids: [] })).toEqual({});
    expect(errorsOf({ deadline: kazakhstanToday() })).toEqual({});
  });

  it('keeps a parcel at most 5 kg', () => {
    expect(errorsOf({ weight_class: 'L', weight_kg: 5 })).toEqual({});
    expect(errorsOf({ weight_class: 'L', weight_kg: 5.1 })).toEqual({ weight_kg: [K.weightTooHeavy] });
    expect(errorsOf({ weight_kg: -1 })).toEqual({ weight_kg: [K.invalidMinValue, K.weightOutOfClass] });
  });

  it('keeps the weight inside its class and the class fit for the type', () => {
    expect(errorsOf({ weight_class: 'S', weight_kg: 2 })).toEqual({ weight_kg: [K.weightOutOfClass] });
    expect(errorsOf({ type: 'documents', weight_class: 'S', weight_kg: 1 })).toEqual({ weight_class: [K.classNotForType] });
    expect(errorsOf({ type: 'parcel', weight_class: 'documents', weight_kg: 1 })).toEqual({
      weight_class: [K.classNotForType],
    });
  });

  it('needs known type and class', () => {
    expect(errorsOf({ type: 'box' })).toEqual({ type: [K.untitledError] });
    expect(errorsOf({ type: undefined, weight_class: undefined })).toEqual({
      type: [K.fieldRequired],
      weight_class: [K.fieldRequired],
    });
  });

  it('needs a deadline that is a real date, not in the past', () => {
    expect(errorsOf({ deadline: '2000-01-01' })).toEqual({ deadline: [K.dateInPast] });
    expect(errorsOf({ deadline: `${new Date().getFullYear() + 1}-02-30` })).toEqual({ deadline: [K.untitledError] });
    expect(errorsOf({ deadline: '' })).toEqual({ deadline: [K.fieldRequired] });
  });

  it('needs two different cities', () => {
    expect(errorsOf({ to_city_id: 1 })).toEqual({ to_city_id: [K.sameCities] });
    expect(errorsOf({ from_city_id: 0, to_city_id: 'x' })).toEqual({
      from_city_id: [K.invalidMinValue],
      to_city_id: [K.onlyNumbersRequired],
    });
    expect(errorsOf({ from_city_id: undefined })).toEqual({ from_city_id: [K.fieldRequired] });
  });

  it('needs a description and a non-negative reward', () => {
    expect(errorsOf({ description: '' })).toEqual({ description: [K.fieldRequired] });
    expect(errorsOf({ reward: -5 })).toEqual({ reward: [K.invalidMinValue] });
    expect(errorsOf({ reward: undefined })).toEqual({});
  });

  it('checks guest contacts when given', () => {
    expect(errorsOf({ guest_email: 'a@b.kz', guest_phone: '77012345678' })).toEqual({});
    expect(errorsOf({ guest_email: 'a@', guest_phone: '7701' })).toEqual({
      guest_email: [K.emailNotValid],
      guest_phone: [K.phoneNotValid],
    });
  });
});

describe('parcelUpdateSchema', () => {
  it('checks only what is given', () => {
    expect(validateObject(parcelUpdateSchema, {})).toEqual({});
    expect(validateObject(parcelUpdateSchema, { deadline: '2000-01-01', reward: -1 })).toEqual({
      deadline: [K.dateInPast],
      reward: [K.invalidMinValue],
    });
  });
});

describe('deadlineRule', () => {
  it('takes a date from today in Kazakhstan on, and nothing else', () => {
    expect(validateValue(deadlineRule, kazakhstanToday())).toEqual([]);
    expect(validateValue(deadlineRule, `${new Date().getFullYear() + 1}-12-31`)).toEqual([]);
    expect(validateValue(deadlineRule, '2000-01-01')).toEqual([K.dateInPast]);
    expect(validateValue(deadlineRule, '')).toEqual([K.fieldRequired]);
    expect(validateValue(deadlineRule, '31.12.2999')).toEqual([K.untitledError]);
  });
});

describe('parcel classes', () => {
  it('fit classes to types', () => {
    expect(isClassForType('documents', 'documents')).toBe(true);
    expect(isClassForType('L', 'parcel')).toBe(true);
    expect(isClassForType('S', 'documents')).toBe(false);
  });

  it.each([
    ['documents', 3, true],
    ['documents', 3.5, false],
    ['S', 1, true],
    ['S', 1.2, false],
    ['M', 0.5, false],
    ['M', 3, true],
    ['L', 2.9, false],
    ['L', 5, true],
  ] as const)('%s holds %d kg: %s', (parcelClass, weight, fits) => {
    expect(isWeightInClass(weight, parcelClass)).toBe(fits);
  });
});
