import { ValidationError, type AnyObject, type Schema } from 'yup';
import { MESSAGE_KEYS } from '../errors';

/**
 * Translation keys never contain whitespace; a message that does is one of yup's own English
 * defaults, i.e. a rule written without a message.
 */
export function toMessageKey(message: unknown): string {
  if (typeof message !== 'string' || message === '') return MESSAGE_KEYS.untitledError;
  if (message !== MESSAGE_KEYS.untitledError && /\s/.test(message)) return MESSAGE_KEYS.untitledError;
  return message;
}

function failuresOf(error: ValidationError): ValidationError[] {
  return error.inner.length > 0 ? error.inner : [error];
}

function validationErrorOf(schema: Schema, value: unknown, context?: AnyObject): ValidationError | null {
  try {
    schema.validateSync(value, { abortEarly: false, context });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
}

/** Keys of every rule the value fails; empty when valid. */
export function validateValue(schema: Schema, value: unknown, context?: AnyObject): string[] {
  const error = validationErrorOf(schema, value, context);
  if (!error) return [];
  return [...new Set(failuresOf(error).map((failure) => toMessageKey(failure.message)))];
}

/** Field path → keys of the rules it fails; `{}` when the value is valid. */
export function validateObject(schema: Schema, value: unknown, context?: AnyObject): Record<string, string[]> {
  const error = validationErrorOf(schema, value, context);
  if (!error) return {};
  const errors: Record<string, string[]> = {};
  for (const failure of failuresOf(error)) {
    const keys = (errors[failure.path ?? ''] ??= []);
    const key = toMessageKey(failure.message);
    if (!keys.includes(key)) keys.push(key);
  }
  return errors;
}
