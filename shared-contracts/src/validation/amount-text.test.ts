import { amountFromText, amountText, groupedAmountText } from './amount-text';
import { parcelCreateSchema } from './parcel-schema';
import { tripCreateSchema } from './trip-schema';
import { validateObject } from './validate';

describe('amountFromText', () => {
  it.each([
    ['5000', 5000],
    ['5 000', 5000],
    ['5\u00a0000', 5000],
    ['5\u202f000', 5000],
    [' 12 500 ', 12500],
    ['5,000', 5000],
    ['1.250.000', 1250000],
    ['1 250 000', 1250000],
    ['0', 0],
    ['-5', -5],
  ])('%j says %j', (text, amount) => {
    expect(amountFromText(text)).toBe(amount);
  });

  it('reads an empty field as no amount', () => {
    expect(amountFromText('  ')).toBeUndefined();
  });

  it.each(['5,5', '50 00', '5 0000', '5 000,000', 'five', '1e9', '5.000,5', '5 000 ₸'])('%j is no whole amount (NaN)', (text) => {
    expect(amountFromText(text)).toBeNaN();
  });
});

describe('amountText: grouped as each language writes amounts', () => {
  it.each([
    [5000, '5000', 'ru', '5\u00a0000'],
    [12500, '12 500', 'kk', '12\u00a0500'],
    [1250000, '1 250 000', 'en', '1,250,000'],
    [5000, '5 000', 'en', '5,000'],
  ] as const)('writes %j, and a field of %j once left, in %s as %j', (amount, typed, language, text) => {
    expect(amountText(amount, language)).toBe(text);
    expect(groupedAmountText(typed, language)).toBe(text);
  });

  it.each(['5,5', ''])('leaves %j, no amount, as it is once its field is left', (typed) => {
    expect(groupedAmountText(typed, 'ru')).toBe(typed);
  });
});

describe('the amount rule reads written amounts as the fields do', () => {
  it.each(['5 000', '5\u00a0000', '5\u202f000', '5,000'])('takes %j for a trip and a parcel', (text) => {
    expect(validateObject(tripCreateSchema, { offered_amount: text }).offered_amount).toBeUndefined();
    expect(validateObject(parcelCreateSchema, { reward: text }).reward).toBeUndefined();
  });

  it.each(['0', '0 000', '5,5'])('refuses %j', (text) => {
    expect(validateObject(tripCreateSchema, { offered_amount: text }).offered_amount).toEqual(expect.arrayContaining([expect.any(String)]));
  });
});
