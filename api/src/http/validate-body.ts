import { validateObject } from '@jetkiz/contracts';
import { ApiError, validationError } from './api-error';

/** A yup schema from @jetkiz/contracts (the type validateObject takes). */
export type ContractSchema = Parameters<typeof validateObject>[0];

/**
 * Checks a JSON body against a contracts schema — the very rules the forms use — and returns it cast
 * (numbers given for text fields become text). Failures answer 422 with field → translation keys.
 */
export function validateBody<T>(schema: ContractSchema, body: unknown): T {
  if (body === undefined || body === null) body = {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'validation', 'The body must be a JSON object.');
  }
  const errors = validateObject(schema, body);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return schema.cast(body) as T;
}
