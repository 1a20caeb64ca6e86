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

interface FieldDescription {
  type: string;
  tests: { name?: string }[];
  oneOf?: unknown[];
}

/** The OpenAPI shape of a contracts schema: its fields, their rules by name, and which are required. */
export function bodySchemaOf(schema: ContractSchema, extra: Record<string, object> = {}): Record<string, unknown> {
  const { fields } = schema.describe() as unknown as { fields: Record<string, FieldDescription> };
  const properties: Record<string, object> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const rules = field.tests.map((test) => test.name).filter((rule): rule is string => Boolean(rule));
    if (rules.includes('required')) required.push(name);
    properties[name] = {
      type: field.type === 'mixed' ? 'string' : field.type,
      ...(rules.length > 0 ? { description: `rules: ${rules.join(', ')}` } : {}),
    };
  }
  return { type: 'object', required, properties: { ...properties, ...extra } };
}
