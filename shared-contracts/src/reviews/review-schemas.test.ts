import { MESSAGE_KEYS } from '../errors';
import { validateObject } from '../validation';
import { REVIEW_TEXT_MAX_LENGTH } from './review-limits';
import { reviewSchema, reviewsQuerySchema, userIdParamsSchema } from './review-schemas';

describe('reviewSchema', () => {
  it('takes a whole rating from 1 to 5, an optional text up to the limit after trimming, and an optional may_quote', () => {
    expect(validateObject(reviewSchema, { rating: 1 })).toEqual({});
    expect(validateObject(reviewSchema, { rating: '5', text: ` ${'a'.repeat(REVIEW_TEXT_MAX_LENGTH)} `, may_quote: true })).toEqual({});
    expect(validateObject(reviewSchema, { rating: 4, text: '' })).toEqual({});
  });

  it.each([
    [{}, MESSAGE_KEYS.fieldRequired],
    [{ rating: null }, MESSAGE_KEYS.fieldRequired],
    [{ rating: 0 }, MESSAGE_KEYS.invalidMinValue],
    [{ rating: 6 }, MESSAGE_KEYS.invalidMaxValue],
    [{ rating: 2.5 }, MESSAGE_KEYS.onlyNumbersRequired],
    [{ rating: 'x' }, MESSAGE_KEYS.onlyNumbersRequired],
    [{ rating: [5] }, MESSAGE_KEYS.onlyNumbersRequired],
    [{ rating: { value: 5 } }, MESSAGE_KEYS.onlyNumbersRequired],
    [{ rating: true }, MESSAGE_KEYS.onlyNumbersRequired],
  ])('refuses the rating of %j', (body, key) => {
    expect(validateObject(reviewSchema, body)).toEqual({ rating: [key] });
  });

  it('refuses a text over the limit and a may_quote that is no boolean', () => {
    expect(validateObject(reviewSchema, { rating: 3, text: 'a'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) })).toEqual({
      text: [MESSAGE_KEYS.maxLengthNotValid],
    });
    expect(validateObject(reviewSchema, { rating: 3, may_quote: 'perhaps' })).toEqual({ may_quote: [MESSAGE_KEYS.untitledError] });
  });
});

describe('reviewsQuerySchema and userIdParamsSchema', () => {
  it('take a role of the two, pages within the limits, and any id text', () => {
    expect(validateObject(reviewsQuerySchema, { role: 'sender', page: '2', per_page: '50' })).toEqual({});
    expect(Object.keys(validateObject(reviewsQuerySchema, { role: 'pilot', page: '0', per_page: '51' })).sort()).toEqual([
      'page',
      'per_page',
      'role',
    ]);
    expect(validateObject(userIdParamsSchema, { id: 'e19e0b2a-cdef-4dc8-9909-8f729caf5abc' })).toEqual({});
  });
});
