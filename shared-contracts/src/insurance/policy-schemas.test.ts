import { MESSAGE_KEYS as K } from '../errors';
import { validateObject, validateValue } from '../validation';
import { INSURANCE_REFUSAL_MESSAGE_KEYS, INSURANCE_REFUSAL_REASONS } from './insurance-refusal';
import {
  insuranceCommissionSchema,
  insuranceCostField,
  insurancePersonSchema,
  insuranceSchema,
  MAX_INSURANCE_COST,
} from './policy-schemas';
import { TEST_IINS, TEST_SENDER } from './testing';

const request = {
  parcel_trip_bind_id: 12,
  deliveryMan: { ...TEST_SENDER, iin: TEST_IINS.traveler, documentType: 'passport', documentNumber: 'N12345678' },
  insured: { ...TEST_SENDER, iin: TEST_IINS.recipient, resident: false },
  insurer: TEST_SENDER,
  attribute: { cost: 25000, width: 30, length: 20, height: 10, weight: 2.5, description: 'Книги' },
  delivery_price: 3000,
};

describe('insurance requests', () => {
  it('takes a complete insurance parcel, numbers typed as text included', () => {
    expect(validateObject(insuranceSchema, request)).toEqual({});
    const typed = { ...request, attribute: { ...request.attribute, cost: '25000', weight: '2.5' }, delivery_price: '3000' };
    expect(validateObject(insuranceSchema, typed)).toEqual({});
  });

  it('names each missing field by its path with fieldRequired', () => {
    const errors = validateObject(insuranceSchema, { insurer: {}, attribute: { cost: '' } });
    for (const field of ['parcel_trip_bind_id', 'delivery_price']) expect(errors[field]).toEqual([K.fieldRequired]);
    for (const person of ['deliveryMan', 'insured', 'insurer']) {
      for (const field of Object.keys(TEST_SENDER)) expect(errors[`${person}.${field}`]).toEqual([K.fieldRequired]);
    }
    for (const field of Object.keys(request.attribute)) expect(errors[`attribute.${field}`]).toEqual([K.fieldRequired]);
  });

  it('checks the cost from 500 tenge, whole, up to the largest accepted', () => {
    expect(validateValue(insuranceCostField(), 500)).toEqual([]);
    expect(validateValue(insuranceCostField(), '499')).toEqual([K.invalidMinValue]);
    expect(validateValue(insuranceCostField(), 500.5)).toEqual([K.onlyNumbersRequired]);
    expect(validateValue(insuranceCostField(), 'five hundred')).toEqual([K.onlyNumbersRequired]);
    expect(validateValue(insuranceCostField(), MAX_INSURANCE_COST + 1)).toEqual([K.invalidMaxValue]);
    expect(validateObject(insuranceCommissionSchema, { cost: 499 })).toEqual({ cost: [K.invalidMinValue] });
  });

  it('checks the IIN by its check digit, and the document by its type', () => {
    expect(validateObject(insurancePersonSchema, { ...TEST_SENDER, iin: '900101300127' })).toEqual({ iin: [K.iinNotValid] });
    expect(validateObject(insurancePersonSchema, { ...TEST_SENDER, iin: '12345' })).toEqual({ iin: [K.invalidLength] });
    expect(validateObject(insurancePersonSchema, { ...TEST_SENDER, documentType: 'passport' })).toEqual({
      documentNumber: [K.documentNumberNotValid],
    });
    expect(validateObject(insurancePersonSchema, { ...TEST_SENDER, documentType: 'driving_licence' })).toEqual({
      documentType: [K.untitledError],
    });
  });

  it('refuses a document issued before the birth the IIN encodes or in the future, a bad phone and a name with digits', () => {
    expect(validateObject(insurancePersonSchema, { ...TEST_SENDER, documentIssueDate: '1989-12-31' })).toEqual({
      documentIssueDate: [K.issueDateBeforeBirth],
    });
    expect(validateObject(insurancePersonSchema, { ...TEST_SENDER, documentIssueDate: '2999-01-01' })).toEqual({
      documentIssueDate: [K.dateInFuture],
    });
    expect(validateObject(insurancePersonSchema, { ...TEST_SENDER, mobilePhone: '+7 701' })).toEqual({ mobilePhone: [K.phoneNotValid] });
    expect(validateObject(insurancePersonSchema, { ...TEST_SENDER, fio: 'R2D2' })).toEqual({ fio: [K.onlyLettersRequired] });
  });

  it('takes a parcel of at most 5 kg', () => {
    const heavy = { ...request, attribute: { ...request.attribute, weight: 5.1 } };
    expect(validateObject(insuranceSchema, heavy)).toEqual({ 'attribute.weight': [K.weightTooHeavy] });
    const weightless = { ...request, attribute: { ...request.attribute, weight: 0 } };
    expect(validateObject(insuranceSchema, weightless)).toEqual({ 'attribute.weight': [K.invalidMinValue] });
  });

  it('has a text for every refusal reason', () => {
    for (const reason of INSURANCE_REFUSAL_REASONS) expect(INSURANCE_REFUSAL_MESSAGE_KEYS[reason]).toBeTruthy();
  });
});
