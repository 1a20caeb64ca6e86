import { MESSAGE_KEYS, hasUnsafeCharacters, toJsonSchema, validateObject, type JsonSchema } from '@jetkiz/contracts';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { ApiError, validationError } from './api-error';
import type { ContractSchema } from './validate-body';

/** The contracts schema each generated route schema was made from. */
const contractOf = new WeakMap<object, ContractSchema>();
/** Route schemas that only document a part their handler checks itself (multipart uploads). */
const documentedOnly = new WeakSet<object>();

/**
 * A route's body, query or params schema from the one definition in @jetkiz/contracts: /docs shows its JSON
 * Schema and Fastify validates the request with the very yup rules the forms use, before the handler runs.
 * `extra` documents fields the schema does not check (the bot check's token, checked by its own port).
 */
export function fromContract(schema: ContractSchema, extra: Record<string, object> = {}): JsonSchema {
  const json = toJsonSchema(schema);
  if (Object.keys(extra).length > 0) json.properties = { ...(json.properties as object), ...extra };
  contractOf.set(json, schema);
  return json;
}

/** A schema shown at /docs for a part its handler validates by content (a multipart upload). */
export function documentationOnly<T extends object>(schema: T): T {
  documentedOnly.add(schema);
  return schema;
}

/** The bot check's fields, documented on the bodies it reads. */
export const botCheckFields = {
  google_recaptcha_token: { type: 'string', description: 'reCAPTCHA v3 token (required when the bot check is configured)' },
  google_recaptcha_action: { type: 'string' },
} as const;

/** Every string anywhere in the value with a character no text field accepts, by its path. */
function unsafeTextPaths(value: unknown, path: string, found: string[], depth = 0): void {
  if (depth > 20) return;
  if (typeof value === 'string') {
    if (hasUnsafeCharacters(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => unsafeTextPaths(item, `${path}[${index}]`, found, depth + 1));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const name = hasUnsafeCharacters(key) ? '' : key;
      if (name === '') found.push(path);
      unsafeTextPaths(item, path ? `${path}.${name}` : name, found, depth + 1);
    }
  }
}

/**
 * The value without keys every plain object inherits ('constructor', 'toString', …): yup looks fields up by name
 * in a plain object, so such an unknown key found a function there and threw (a 500). No contract field has such a name.
 */
function withoutInheritedNames(value: unknown, depth = 0): unknown {
  if (depth > 64 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => withoutInheritedNames(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !(key in Object.prototype))
      .map(([key, item]) => [key, withoutInheritedNames(item, depth + 1)]),
  );
}

function contractValidator(schema: ContractSchema, httpPart: string | undefined) {
  return (data: unknown) => {
    const value = withoutInheritedNames(data === undefined || data === null ? {} : data);
    if (typeof value !== 'object' || Array.isArray(value)) {
      return { error: new ApiError(400, 'validation', `The ${httpPart ?? 'request'} must be a JSON object.`) };
    }
    const unsafe: string[] = [];
    unsafeTextPaths(value, '', unsafe);
    const errors = validateObject(schema, value);
    for (const path of unsafe) errors[path] = [MESSAGE_KEYS.invalidCharacters];
    if (Object.keys(errors).length > 0) return { error: validationError(errors) };
    try {
      return { value: schema.cast(value) as unknown };
    } catch {
      return { error: validationError({ '': [MESSAGE_KEYS.untitledError] }) };
    }
  };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Fastify validates every body, query and params by its contracts schema (failures answer spec §8's 422 with the
 * forms' translation keys before the handler runs); a route whose schema does not come from the contracts
 * fails at start-up, so none goes unchecked. JSON bodies must be valid UTF-8.
 */
export function registerRequestValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, method, url, httpPart }: FastifyRouteSchemaDef<FastifySchema>) => {
    const contract = contractOf.get(schema as object);
    if (contract) return contractValidator(contract, httpPart);
    if (documentedOnly.has(schema as object)) return () => true;
    throw new Error(`${method} ${url}: the ${httpPart ?? 'request'} schema must come from a contracts schema (fromContract)`);
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new ApiError(422, 'validation', 'The body is not valid UTF-8.'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
