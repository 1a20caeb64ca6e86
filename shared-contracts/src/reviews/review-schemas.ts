import { array, boolean, number, object, string } from 'yup';
import { MESSAGE_KEYS } from '../errors';
import { optionalTrimmedTextField, plainTextField, schemaFields } from '../validation';
import type { ReviewRole } from './review';
import { REVIEW_MAX_RATING, REVIEW_MIN_RATING, REVIEW_TEXT_MAX_LENGTH, REVIEWS_MAX_PAGE, REVIEWS_MAX_PER_PAGE } from './review-limits';

const { countField, dateTime, integer, oneOf, oneOfQueryField, pathIdParams } = schemaFields;

export const REVIEW_ROLES: readonly ReviewRole[] = ['traveler', 'sender'];

// ---- requests

/** POST /binds/{id}/review */
export const reviewSchema = object({
  rating: number()
    // yup would read [5] as 5: only a number, or its text, is a rating (none at all is the required rule's).
    .transform((value: number, original: unknown) =>
      original === null || original === undefined || typeof original === 'number' || typeof original === 'string' ? value : Number.NaN,
    )
    .typeError(MESSAGE_KEYS.onlyNumbersRequired)
    .required(MESSAGE_KEYS.fieldRequired)
    .integer(MESSAGE_KEYS.onlyNumbersRequired)
    .min(REVIEW_MIN_RATING, MESSAGE_KEYS.invalidMinValue)
    .max(REVIEW_MAX_RATING, MESSAGE_KEYS.invalidMaxValue),
  text: optionalTrimmedTextField(REVIEW_TEXT_MAX_LENGTH),
  may_quote: boolean().typeError(MESSAGE_KEYS.untitledError),
});

/** GET /users/{id}/reviews: the user's public id (any other text finds no user: 404) */
export const userIdParamsSchema = pathIdParams(plainTextField(), "the user's public id, as traveler cards and deal parties show it");

/** GET /users/{id}/reviews */
export const reviewsQuerySchema = object({
  role: oneOfQueryField(REVIEW_ROLES),
  page: countField(REVIEWS_MAX_PAGE),
  per_page: countField(REVIEWS_MAX_PER_PAGE),
});

// ---- answers

export const reviewEntitySchema = object({
  id: string(),
  rating: integer(),
  text: string().nullable(),
  author_first_name: string(),
  created_at: dateTime(),
});

export const reviewsPageEntitySchema = object({
  reviews: array(reviewEntitySchema),
  rating: number().nullable(),
  reviews_count: integer(),
  page: integer(),
  per_page: integer(),
  total: integer(),
});

export const publishedReviewEntitySchema = object({
  id: string(),
  rating: integer(),
  text: string(),
  author_first_name: string(),
  author_city: string().nullable(),
  role: oneOf(REVIEW_ROLES),
  created_at: dateTime(),
});
