import type { Schema } from 'yup';

/** Part of a JSON Schema (OpenAPI 3.0 dialect) that a rule of ours stands for. */
export type JsonSchemaFragment = Record<string, unknown>;

/** The JSON Schema of a yup schema: what the API documents at /docs and fuzzers generate inputs from. */
export type JsonSchema = Record<string, unknown>;

interface Description {
  type: string;
  optional?: boolean;
  nullable?: boolean;
  oneOf?: unknown[];
  meta?: { jsonSchema?: JsonSchemaFragment; description?: string };
  tests: { name?: string; params?: Record<string, unknown> }[];
  fields?: Record<string, Description>;
  innerType?: Description;
}

const TYPES: Record<string, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  date: 'string',
  object: 'object',
  array: 'array',
};

/** yup's own tests, by the type they check, as JSON Schema. */
function builtInTest(type: string, name: string, params: Record<string, unknown> = {}): JsonSchemaFragment {
  const text = type === 'string';
  const list = type === 'array';
  switch (name) {
    case 'min':
      return text ? { minLength: params.min } : list ? { minItems: params.min } : { minimum: params.min };
    case 'max':
      return text ? { maxLength: params.max } : list ? { maxItems: params.max } : { maximum: params.max };
    case 'length':
      return text ? { minLength: params.length, maxLength: params.length } : {};
    case 'integer':
      return { type: 'integer' };
    case 'matches':
      return params.regex instanceof RegExp ? { pattern: params.regex.source } : {};
    case 'email':
      return { format: 'email' };
    default:
      return {};
  }
}

/** Merges a rule's fragment; two patterns on one field must both match, so the second goes to allOf. */
function merge(target: JsonSchema, fragment: JsonSchemaFragment): void {
  for (const [key, value] of Object.entries(fragment)) {
    if (value === undefined) continue;
    if (key === 'pattern' && typeof target.pattern === 'string' && target.pattern !== value) {
      target.allOf = [...((target.allOf as unknown[] | undefined) ?? []), { pattern: value }];
    } else if (key === 'description' && typeof target.description === 'string') {
      target.description = `${target.description}; ${String(value)}`;
    } else {
      target[key] = value;
    }
  }
}

const hasRequiredRule = (field: Description) => field.tests.some((test) => test.name === 'required');

function isRequired(field: Description): boolean {
  return field.optional === false || hasRequiredRule(field);
}

function convert(description: Description): JsonSchema {
  const schema: JsonSchema = {};
  const type = TYPES[description.type];
  if (type) schema.type = type;
  const values = (description.oneOf ?? []).filter((value) => value !== undefined && value !== null);
  if (values.length > 0) {
    schema.enum = values;
    schema.type ??= typeof values[0] === 'number' ? 'number' : 'string';
  }
  for (const test of description.tests) {
    if (!test.name) continue;
    merge(schema, builtInTest(description.type, test.name, test.params));
    const declared = test.params?.jsonSchema;
    if (declared && typeof declared === 'object') merge(schema, declared as JsonSchemaFragment);
  }
  if (description.meta?.jsonSchema) merge(schema, description.meta.jsonSchema);
  if (description.meta?.description) merge(schema, { description: description.meta.description });
  // A required text rule accepts null in yup's type only to answer fieldRequired for it; null is not a valid value.
  // A field that is always sent but may be null (`.nullable().defined()`) is nullable.
  if (description.nullable && !hasRequiredRule(description)) schema.nullable = true;
  if (description.fields) {
    const entries = Object.entries(description.fields);
    schema.properties = Object.fromEntries(entries.map(([name, field]) => [name, convert(field)]));
    const required = entries.filter(([, field]) => isRequired(field)).map(([name]) => name);
    if (required.length > 0) schema.required = required;
  }
  if (description.innerType) schema.items = convert(description.innerType);
  return schema;
}

/**
 * The JSON Schema of a yup schema, read from its description: yup's own tests (min, max, integer, oneOf…) and the
 * `params.jsonSchema` our custom tests carry (minLength, pattern, format…). Rules that depend on another field
 * (a repeated password, a class that fits the type) have no JSON Schema form and stay in yup only.
 * Not @sodaru/yup-to-json-schema 2.0.1: tried on the register and parcel schemas, it drops every custom test's rule
 * (the password's length and pattern, the phone pattern), marks no register field required, and writes JSON Schema
 * 2020's `type: [string, null]`, which OpenAPI 3.0 at /docs does not read; teaching it our tests is this file again.
 */
export function toJsonSchema(schema: Schema): JsonSchema {
  return convert(schema.describe() as unknown as Description);
}
