import fc from 'fast-check';
import type { JsonSchema, Operation, Parameter } from './openapi-operations';
import { arbitraryOf, hostileValue, toJsonText, type FuzzValue } from './schema-arbitrary';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** what was meant, for the report of a failure */
  note: string;
}

/** Bearer values: none, a valid user's, and broken ones. */
export function authorizationArbitrary(validTokens: string[]): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 3 },
    ...(validTokens.length ? [{ arbitrary: fc.constantFrom(...validTokens.map((token) => `Bearer ${token}`)), weight: 4 }] : []),
    {
      arbitrary: fc.constantFrom(
        'Bearer ',
        'Bearer x',
        'Bearer null',
        `Bearer ${'a'.repeat(5000)}`,
        'Bearer \u0000',
        'Bearer %00%ff',
        'Basic dXNlcjpwYXNz',
        'bearer lowercase',
        'Bearer a b c',
        'Token abc',
      ),
      weight: 2,
    },
    { arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 80 }).map((token) => `Bearer ${token}`), weight: 1 },
  );
}

/** Path segments beside a valid value: ids past every limit, encodings, traversal. */
const hostileSegments = fc.constantFrom(
  '0',
  '-1',
  '1.5',
  '1e3',
  '1e309',
  'NaN',
  'Infinity',
  '2147483648',
  '99999999999999999999999',
  '0x1',
  '%00',
  '%ZZ',
  '%E0%A4%A',
  '..%2F..%2Fetc',
  '%F0%9F%92%A9',
  '%ED%A0%80',
  encodeURIComponent('١'),
  ' 1',
  '1%20',
  'a'.repeat(3000),
  '00000000-0000-0000-0000-000000000000',
  '{id}',
);

function pathSegment(parameter: Parameter): fc.Arbitrary<string> {
  const valid =
    parameter.name === 'id'
      ? fc.integer({ min: 1, max: 6 }).map(String)
      : arbitraryOf(parameter.schema).map((value) => encodeAny(typeof value === 'string' ? value : toJsonText(value)));
  return fc.oneof({ arbitrary: valid, weight: 2 }, { arbitrary: hostileSegments, weight: 2 });
}

/** encodeURIComponent that writes a lone surrogate as its WTF-8 bytes (%ED%A0%80) instead of throwing. */
export function encodeAny(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    out +=
      code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(char);
  }
  return out;
}

function queryText(value: FuzzValue): string {
  return typeof value === 'string' ? value : toJsonText(value);
}

/** A query string: the schema's values, hostile ones, repeated keys, brackets, broken escapes, unknown keys. */
function queryArbitrary(parameters: Parameter[], hostility: number): fc.Arbitrary<string> {
  const pairs = parameters.map((parameter) => {
    const value = fc.oneof(
      { arbitrary: arbitraryOf(parameter.schema).map((item) => `${encodeAny(parameter.name)}=${encodeAny(queryText(item))}`), weight: 4 },
      {
        arbitrary: hostileValue.map((item) => `${encodeAny(parameter.name)}=${encodeAny(queryText(item))}`),
        weight: hostility > 0 ? 3 : 0,
      },
      {
        arbitrary: fc.constantFrom(
          `${parameter.name}=1&${parameter.name}=2`,
          `${parameter.name}[]=1`,
          `${parameter.name}[a]=1`,
          `${parameter.name}=%`,
          `${parameter.name}=%ZZ`,
          `${parameter.name}=%00`,
          `${parameter.name}=%ED%A0%80`,
          parameter.name,
          `${parameter.name}=`,
        ),
        weight: hostility > 0 ? 2 : 0,
      },
    );
    return fc.option(value, { nil: undefined, freq: parameter.required ? 12 : 2 });
  });
  const unknown = fc.option(fc.constantFrom('unknown=1', '__proto__[admin]=1', 'constructor[prototype][x]=1', '&&&', '=', '%'), {
    nil: undefined,
    freq: 3,
  });
  return fc.tuple(fc.tuple(...pairs), unknown).map(([items, extra]) => [...items, extra].filter((item) => item !== undefined).join('&'));
}

const badJsonTexts = [
  '{',
  '{"a":',
  '[',
  'nul',
  '{"a":1}}',
  '{a:1}',
  "{'a':1}",
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '"\\x"',
  '[1,]',
  '{"a":1,}',
  '',
  ' ',
  '1e309',
  '-',
  '0',
  '"string"',
  '[]',
];

function deeplyNested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** Bytes that are not UTF-8: a lone surrogate's encoding, an overlong NUL, a stray continuation byte. */
const invalidUtf8 = [
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0x80, 0x22, 0x7d]),
  Buffer.from([0x80, 0x81, 0xfe, 0xff]),
];

interface Body {
  contentType?: string;
  payload?: string | Buffer;
  note: string;
}

function bodyArbitrary(bodies: Record<string, JsonSchema>, hostility: number): fc.Arbitrary<Body> {
  const jsonSchema = bodies['application/json'] ?? Object.values(bodies)[0] ?? { type: 'object' };
  const json =
    (contentType: string | undefined, note: string) =>
    (value: FuzzValue): Body => ({ contentType, payload: toJsonText(value), note });
  const options: Array<{ arbitrary: fc.Arbitrary<Body>; weight: number }> = [
    { arbitrary: arbitraryOf(jsonSchema, 0).map(json('application/json', 'schema-valid body')), weight: 3 },
    { arbitrary: arbitraryOf(jsonSchema, hostility).map(json('application/json', 'mutated body')), weight: 8 },
  ];
  if (hostility > 0) {
    options.push(
      { arbitrary: hostileValue.map(json('application/json', 'hostile value as the whole body')), weight: 2 },
      {
        arbitrary: fc.constantFrom(...badJsonTexts).map((payload) => ({ contentType: 'application/json', payload, note: 'invalid JSON' })),
        weight: 2,
      },
      {
        arbitrary: fc.constantFrom(...invalidUtf8).map((payload) => ({ contentType: 'application/json', payload, note: 'invalid UTF-8' })),
        weight: 1,
      },
      {
        arbitrary: fc
          .constantFrom(2_000, 100_000)
          .map((depth) => ({ contentType: 'application/json', payload: deeplyNested(depth), note: `nesting ${depth}` })),
        weight: 1,
      },
      {
        arbitrary: fc.constant({
          contentType: 'application/json',
          payload: `{"a":"${'x'.repeat(1_100_000)}"}`,
          note: 'over the body limit',
        }),
        weight: 1,
      },
      {
        arbitrary: fc
          .tuple(
            fc.constantFrom(
              'text/plain',
              'application/x-www-form-urlencoded',
              'multipart/form-data',
              'multipart/form-data; boundary=x',
              'application/xml',
              'application/json; charset=latin1',
              'application/json; charset=utf-16',
              'application/octet-stream',
              'application/json, text/plain',
              ';;;',
              '',
            ),
            arbitraryOf(jsonSchema, hostility),
          )
          .map(([contentType, value]) => ({
            contentType,
            payload: toJsonText(value),
            note: `body as ${contentType || 'an empty content type'}`,
          })),
        weight: 2,
      },
      { arbitrary: fc.constant({ note: 'no body' }), weight: 1 },
      { arbitrary: fc.constant({ contentType: 'application/json', note: 'JSON content type without a body' }), weight: 1 },
    );
  }
  if (bodies['multipart/form-data']) {
    options.push({ arbitrary: multipartArbitrary(), weight: 6 });
  }
  return fc.oneof(...options);
}

/** Multipart bodies: files of any type and size, broken boundaries, fields where files go. */
function multipartArbitrary(): fc.Arbitrary<Body> {
  const boundary = 'fuzzboundary';
  const part = fc.record({
    name: fc.constantFrom('images', 'images[]', 'file', '', '"', 'upload_token', '\u0000'),
    filename: fc.option(fc.constantFrom('a.jpg', 'a.png', '../../x.jpg', '', 'a'.repeat(500), '\u0000.jpg', 'x.svg'), { nil: undefined }),
    type: fc.constantFrom('image/jpeg', 'image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', ''),
    data: fc.oneof(
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
      fc.constant(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])),
      fc.constant(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
      fc.constant(Buffer.from('<svg onload="alert(1)"></svg>')),
    ),
  });
  return fc.tuple(fc.array(part, { maxLength: 4 }), fc.boolean()).map(([parts, broken]) => {
    const chunks: Buffer[] = [];
    for (const { name, filename, type, data } of parts) {
      const disposition = `form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}`;
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`),
        data,
        Buffer.from('\r\n'),
      );
    }
    if (!broken) chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: Buffer.concat(chunks),
      note: `multipart, ${parts.length} parts${broken ? ', unterminated' : ''}`,
    };
  });
}

/** Every request the fuzzer may send to one operation. */
export function requestArbitrary(operation: Operation, validTokens: string[], hostility = 0.3): fc.Arbitrary<FuzzRequest> {
  const segments = fc.tuple(...operation.pathParams.map(pathSegment));
  const hasBody = Object.keys(operation.bodies).length > 0;
  const body: fc.Arbitrary<Body> = hasBody
    ? bodyArbitrary(operation.bodies, hostility)
    : fc.oneof(
        { arbitrary: fc.constant<Body>({ note: 'no body' }), weight: 4 },
        {
          arbitrary: arbitraryOf({ type: 'object' }, hostility).map((value): Body => ({
            contentType: 'application/json',
            payload: toJsonText(value),
            note: 'body where none is taken',
          })),
          weight: 1,
        },
      );
  const extraHeaders = fc.option(
    fc.constantFrom<Record<string, string>>(
      { 'accept-language': 'kk' },
      { 'accept-language': '\u0000;q=NaN' },
      { 'accept-language': 'x'.repeat(4000) },
      { 'x-forwarded-for': '::1, 999.999.999.999, garbage' },
      { origin: 'https://evil.example' },
      { accept: 'text/html' },
    ),
    { nil: undefined, freq: 3 },
  );
  return fc
    .tuple(segments, queryArbitrary(operation.query, hostility), body, authorizationArbitrary(validTokens), extraHeaders)
    .map(([values, query, { contentType, payload, note }, authorization, extra]) => {
      let index = 0;
      const path = operation.path.replace(/\{[^}]+\}/g, () => values[index++] ?? '');
      const headers: Record<string, string> = { ...(extra ?? {}) };
      if (contentType !== undefined) headers['content-type'] = contentType;
      if (authorization !== undefined) headers.authorization = authorization;
      return { method: operation.method, url: query ? `${path}?${query}` : path, headers, payload, note };
    });
}
