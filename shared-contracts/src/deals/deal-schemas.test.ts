import { toJsonSchema, validateObject } from '../validation';
import {
  deliveredSchema,
  payoutCardBindingEntitySchema,
  payoutCardStateEntitySchema,
  payoutSchema,
  problemReportSchema,
} from './deal-schemas';

describe('the safe deal request rules', () => {
  it('wants a problem report of 1 to 2000 characters after trimming, and answers junk with a rule, not a crash', () => {
    expect(validateObject(problemReportSchema, { text: 'The parcel is late' })).toEqual({});
    expect(validateObject(problemReportSchema, { text: '   ' })).toEqual({ text: ['fieldRequired'] });
    expect(validateObject(problemReportSchema, { text: `  ${'a'.repeat(2000)}  ` })).toEqual({});
    expect(validateObject(problemReportSchema, { text: 'a'.repeat(2001) })).toEqual({ text: ['maxLengthNotValid'] });
    for (const junk of [{ '': '' }, ['a'], null])
      expect(Object.keys(validateObject(problemReportSchema, { text: junk }))).toEqual(['text']);
  });

  it('takes a 6-digit delivery code or none', () => {
    expect(validateObject(deliveredSchema, {})).toEqual({});
    expect(validateObject(deliveredSchema, { delivery_code: '012345' })).toEqual({});
    expect(validateObject(deliveredSchema, { delivery_code: '12345' })).toEqual({ delivery_code: ['invalidCode'] });
    expect(validateObject(deliveredSchema, { delivery_code: '12345a' })).toEqual({ delivery_code: ['invalidCode'] });
  });

  it('takes a payout of whole tiyn from 1 tenge', () => {
    expect(validateObject(payoutSchema, { amount: 100 })).toEqual({});
    expect(validateObject(payoutSchema, { amount: 99 })).toEqual({ amount: ['invalidMinValue'] });
    expect(validateObject(payoutSchema, { amount: 100.5 })).toEqual({ amount: ['onlyNumbersRequired'] });
    expect(validateObject(payoutSchema, {})).toEqual({ amount: ['fieldRequired'] });
  });
});

describe('the payout card answers', () => {
  it('documents GET /me/payout-card as saved and, when saved, the card masked by the provider', () => {
    expect(toJsonSchema(payoutCardStateEntitySchema)).toMatchObject({
      type: 'object',
      properties: {
        saved: { type: 'boolean' },
        card: { type: 'object', properties: { masked_pan: { type: 'string' }, brand: { type: 'string', nullable: true } } },
      },
    });
    expect(toJsonSchema(payoutCardBindingEntitySchema)).toMatchObject({
      properties: { binding_url: { type: 'string', format: 'uri' } },
    });
  });
});
