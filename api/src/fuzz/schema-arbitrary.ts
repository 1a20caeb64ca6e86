import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';

/** A JSON text spliced into a body as is: numbers JSON.stringify cannot write (NaN, Infinity, 1e309, 30 digits). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A value of a request body: JSON values, possibly with raw splices. */
export type FuzzValue = unknown;

/** Writes a body; RawJson goes in as written, so the result may be deliberately invalid JSON. */
export function toJsonText(value: FuzzValue): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`)
      .join(',')}}`;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return JSON.stringify(value) ?? 'null';
}

const HUGE = 'x'.repeat(100_000);

/** Strings that have broken parsers, databases and templates before. */
export const hostileStrings: string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ufeff1',
  '١٢٣',
  '１２３',
  '1e309',
  '-1',
  '0x10',
  'NaN',
  'Infinity',
  'null',
  'true',
  '2026-02-30',
  '9999-12-31',
  '0000-00-00',
  '2026-13-01T25:61:61Z',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '%ZZ',
  '${7*7}{{7*7}}',
  '\u202e\u0301\u200b',
  '\r\nX-Injected: 1',
  HUGE,
  `7${'0'.repeat(5000)}`,
];

/** Numbers past every boundary, as raw JSON where JSON.stringify would turn them into null. */
export const hostileNumbers: FuzzValue[] = [
  0,
  -0,
  -1,
  0.5,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_VALUE,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  new RawJson('NaN'),
  new RawJson('Infinity'),
  new RawJson('-Infinity'),
  new RawJson('1e309'),
  new RawJson('-1e309'),
  new RawJson('1e-400'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('1.0'),
  new RawJson('-0.0e+0'),
];

const hostileShapes: FuzzValue[] = [
  null,
  true,
  false,
  [],
  {},
  [null],
  [[[[[[[[[[[]]]]]]]]]]],
  { '': '' },
  new RawJson('{"__proto__":{"admin":true,"id":1}}'),
  new RawJson('{"constructor":{"prototype":{"admin":true}}}'),
  new RawJson('{"a":1,"a":2}'),
];

/** Any value where a field's value goes: a wrong type, a boundary, a nasty string or a random JSON value. */
export const hostileValue: fc.Arbitrary<FuzzValue> = fc.oneof(
  { arbitrary: fc.constantFrom(...hostileStrings), weight: 4 },
  { arbitrary: fc.constantFrom(...hostileNumbers), weight: 3 },
  { arbitrary: fc.constantFrom(...hostileShapes), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.double().map((value) => (Number.isFinite(value) ? value : new RawJson(String(value)))), weight: 1 },
  { arbitrary: fc.bigInt().map((value) => new RawJson(value.toString())), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

function today(): Date {
  return new Date();
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date') {
    return fc
      .oneof({ arbitrary: fc.integer({ min: 1, max: 60 }), weight: 4 }, { arbitrary: fc.integer({ min: -30, max: 800 }), weight: 1 })
      .map((days) => isoDate(new Date(today().getTime() + days * 86_400_000)));
  }
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 64, 300));
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern, 'u');
      // \s in a pattern also matches tabs and line breaks, which the API refuses in any text: spaces reach further.
      return fc
        .stringMatching(pattern)
        .map((value) => value.replace(/[\t\n\v\f\r]/g, ' '))
        .filter((value) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity));
    } catch {
      // patterns fast-check cannot generate from (lookaheads, \p{…}) fall back to plain strings below
    }
  }
  return fc.string({ minLength, maxLength });
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (integer ? -1000 : -1e6);
  const max = schema.maximum ?? (integer ? 1_000_000 : 1e6);
  const boundaries = fc.constantFrom(min, max);
  const inside = integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
  return fc.oneof({ arbitrary: inside, weight: 4 }, { arbitrary: boundaries, weight: 1 });
}

/**
 * Values a schema accepts (as far as a schema says: rules that live only in code, like a city existing or a
 * deadline after today, are hit by chance). `hostility` in 0..1: how often any field is replaced by a hostile value,
 * a required field left out or an unknown field added.
 */
export function arbitraryOf(schema: JsonSchema, hostility = 0, depth = 0): fc.Arbitrary<FuzzValue> {
  const plain = validOf(schema, hostility, depth);
  if (hostility <= 0) return plain;
  const hostileWeight = Math.max(1, Math.round(hostility * 10));
  return fc.oneof({ arbitrary: plain, weight: 10 - Math.min(hostileWeight, 9) }, { arbitrary: hostileValue, weight: hostileWeight });
}

function validOf(schema: JsonSchema, hostility: number, depth: number): fc.Arbitrary<FuzzValue> {
  const nonNull = validNonNull(schema, hostility, depth);
  return schema.nullable ? fc.option(nonNull, { nil: null, freq: 8 }) : nonNull;
}

function validNonNull(schema: JsonSchema, hostility: number, depth: number): fc.Arbitrary<FuzzValue> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => arbitraryOf(variant, hostility, depth + 1)));
  if (schema.allOf?.length) return arbitraryOf(Object.assign({}, ...schema.allOf) as JsonSchema, hostility, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 5, 12));
      return depth > 6 ? fc.constant([]) : fc.array(arbitraryOf(schema.items ?? {}, hostility, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return objectOf(schema, hostility, depth);
    default:
      return depth > 6 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

const MISSING = Symbol('missing');

function objectOf(schema: JsonSchema, hostility: number, depth: number): fc.Arbitrary<FuzzValue> {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {}).map(([key, property]) => {
    // A required field is left out now and then when hostile; an optional one half of the time.
    const missingFreq = required.has(key) ? (hostility > 0 ? Math.max(2, Math.round(20 / Math.max(hostility * 10, 1))) : 0) : 2;
    // Ids of existing rows are small in a fresh database: aim there most of the time, so calls get past "not found".
    const aimed =
      /(^|_)id$/.test(key) && property.type === 'integer' ? { ...property, maximum: Math.min(property.maximum ?? 8, 8) } : property;
    const value = arbitraryOf(aimed, hostility, depth + 1);
    const field = missingFreq > 0 ? fc.option(value, { nil: MISSING, freq: missingFreq }) : value;
    return field.map((item) => [key, item] as const);
  });
  // Unknown fields: random names, and the names every plain object inherits (a lookup by name finds a function there).
  const unknownKey = fc.oneof(
    fc.string({ minLength: 1, maxLength: 12 }),
    fc.constantFrom('constructor', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__'),
  );
  const unknown = hostility > 0 ? fc.dictionary(unknownKey, hostileValue, { maxKeys: 2 }) : fc.constant({});
  return fc.tuple(fc.tuple(...entries), unknown).map(([fields, extra]) => {
    const object: Record<string, FuzzValue> = {};
    for (const [key, value] of Object.entries(extra)) if (key !== '__proto__') object[key] = value;
    for (const [key, value] of fields) if (value !== MISSING) object[key] = value;
    return object;
  });
}
