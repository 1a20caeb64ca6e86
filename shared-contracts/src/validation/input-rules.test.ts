import { MESSAGE_KEYS as K } from '../errors';
import { latestPlannableDate } from './dates';
import { isCommonPassword } from './common-password';
import { registerPasswordRule, requiredRule, resetPasswordRule } from './field-rules';
import { parcelCreateSchema } from './parcel-schema';
import { hasUnsafeCharacters } from './plain-text';
import { kazakhstanToday } from './dates';
import { tripCreateSchema } from './trip-schema';
import { validateObject, validateValue } from './validate';

const today = kazakhstanToday();
const trip = {
  from_city_id: 1,
  to_city_id: 2,
  trip_date: today,
  offered_amount: 5000,
  weight_allowance: 'baggage',
  first_name: 'Алия',
  delivery_type: 'address',
};
const tripErrors = (fields: Record<string, unknown>) => validateObject(tripCreateSchema, { ...trip, ...fields });

describe('amounts (issue 15 item 11)', () => {
  it.each<[unknown, string]>([
    ['Infinity', K.onlyNumbersRequired],
    [Infinity, K.onlyNumbersRequired],
    ['1e9', K.invalidMaxValue],
    [1e9, K.invalidMaxValue],
    [10_000_001, K.invalidMaxValue],
    [Number.NaN, K.onlyNumbersRequired],
    ['abc', K.onlyNumbersRequired],
    [-1, K.invalidMinValue],
    [0, K.invalidMinValue],
    [100.5, K.onlyNumbersRequired],
  ])('refuses %p as an offered amount with %s', (amount, key) => {
    expect(tripErrors({ offered_amount: amount }).offered_amount).toContain(key);
  });

  it('takes whole tenge from 1 to 10,000,000, typed as text too', () => {
    for (const amount of [1, 10_000_000, '2500']) expect(tripErrors({ offered_amount: amount })).toEqual({});
  });

  it('holds a parcel reward to the same range', () => {
    const errors = validateObject(parcelCreateSchema, { reward: 'Infinity' });
    expect(errors.reward).toContain(K.onlyNumbersRequired);
    expect(validateObject(parcelCreateSchema, { reward: 0 }).reward).toEqual([K.invalidMinValue]);
  });
});

describe('dates (issue 15 item 11)', () => {
  it('takes real dates up to two years ahead, and refuses later ones and unreal ones', () => {
    const latest = latestPlannableDate();
    expect(Number(latest.slice(0, 4)) - Number(today.slice(0, 4))).toBe(2);
    expect(tripErrors({ trip_date: latest })).toEqual({});
    const dayAfter = new Date(`${latest}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    expect(tripErrors({ trip_date: dayAfter.toISOString().slice(0, 10) }).trip_date).toEqual([K.dateTooFar]);
    expect(tripErrors({ trip_date: '9999-12-31' }).trip_date).toEqual([K.dateTooFar]);
    expect(tripErrors({ trip_date: '2027-02-30' }).trip_date).toEqual([K.untitledError]);
    expect(tripErrors({ return_date: '9999-01-01' }).return_date).toEqual([K.dateTooFar]);
    expect(validateObject(parcelCreateSchema, { deadline: '9999-01-01' }).deadline).toEqual([K.dateTooFar]);
  });

  it('counts two years from 29 February as up to 1 March', () => {
    expect(latestPlannableDate(new Date('2028-02-29T10:00:00Z'))).toBe('2030-03-01');
  });
});

describe('text (issue 15 item 11)', () => {
  it('finds NUL, control characters and lone surrogates, and lets ordinary text through', () => {
    for (const text of ['a\u0000b', '\u0007', 'x\uD800', '\uDC00y', '\uDBFF\u0000']) expect(hasUnsafeCharacters(text)).toBe(true);
    for (const text of ['Алматы', 'Қазақстан 😀', 'line\nnext\ttab\r', '']) expect(hasUnsafeCharacters(text)).toBe(false);
  });

  it('refuses such text in every kind of text field', () => {
    expect(validateValue(requiredRule, 'a\u0000')).toEqual([K.invalidCharacters]);
    expect(tripErrors({ first_name: 'Али\uD800' }).first_name).toContain(K.invalidCharacters);
    expect(tripErrors({ trip_date: `${today}\u0000` }).trip_date).toContain(K.invalidCharacters);
    expect(validateObject(parcelCreateSchema, { image_ids: ['a\u0000'] })['image_ids[0]']).toEqual([K.invalidCharacters]);
  });
});

describe('passwords (issue 15 item 8)', () => {
  it('knows the common passwords that would pass the other rules, whatever the case', () => {
    expect(['password1', 'Passw0rd', 'QWERTY123', '1qaz2wsx'].every(isCommonPassword)).toBe(true);
    expect(isCommonPassword('жетКиз2026алматы')).toBe(false);
    // The context words of ASVS 6.1.2, with digits or symbols added.
    expect(['Jetkiz2026', 'ALMATY123!', 'жеткіз2025', 'пароль123', 'Qazaqstan1', 'posylka_2026'].every(isCommonPassword)).toBe(true);
    expect(['jetkiz-parcel1', 'almaty1astana', 'qwjetkiz1'].some(isCommonPassword)).toBe(false);
  });

  it.each([
    ['registration', registerPasswordRule],
    ['reset', resetPasswordRule],
  ])('holds the %s password to 8–70, a letter and a digit, not a common one', (_flow, rule) => {
    expect(validateValue(rule, 'abc123')).toEqual([K.minLengthNotValid]);
    expect(validateValue(rule, 'abcdefgh')).toEqual([K.passwordNeedsLetterAndDigit]);
    expect(validateValue(rule, `a1${'x'.repeat(69)}`)).toEqual([K.maxLengthNotValid]);
    expect(validateValue(rule, 'Password1')).toEqual([K.passwordTooCommon]);
    expect(validateValue(rule, 'saule2026kz')).toEqual([]);
  });
});
