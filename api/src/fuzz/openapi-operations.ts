/** The parts of an OpenAPI 3.0 document (as @fastify/swagger writes it) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  nullable?: boolean;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  default?: unknown;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  security?: Array<Record<string, string[]>>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One route and method, with what it takes. */
export interface Operation {
  method: string;
  /** OpenAPI path template, e.g. /parcels/{id} */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** content type → body schema; empty when the operation takes no body */
  bodies: Record<string, JsonSchema>;
  bodyRequired: boolean;
  /** takes (or requires) a bearer token */
  authenticated: boolean;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function operationsOf(document: OpenApiDocument): Operation[] {
  const resolve = refResolver(document);
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!METHODS.has(method)) continue;
      const parameters = (operation.parameters ?? []).map((parameter) => ({
        in: parameter.in,
        name: parameter.name,
        required: parameter.required === true,
        schema: resolve(parameter.schema ?? {}),
      }));
      const bodies = Object.fromEntries(
        Object.entries(operation.requestBody?.content ?? {}).map(([type, content]) => [type, resolve(content.schema ?? {})]),
      );
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        query: parameters.filter((parameter) => parameter.in === 'query'),
        bodies,
        bodyRequired: operation.requestBody?.required === true,
        authenticated: (operation.security ?? []).some((requirement) => 'bearer' in requirement),
      });
    }
  }
  return operations;
}

/** Inlines local $refs (#/components/schemas/…) so the walker sees plain schemas; a cycle ends in {}. */
function refResolver(document: OpenApiDocument): (schema: JsonSchema) => JsonSchema {
  const resolve = (schema: JsonSchema, seen: Set<string>): JsonSchema => {
    if (schema.$ref) {
      const name = schema.$ref.replace(/^#\/components\/schemas\//, '');
      const target = document.components?.schemas?.[name];
      if (!target || seen.has(name)) return {};
      return resolve(target, new Set([...seen, name]));
    }
    const out: JsonSchema = { ...schema };
    if (schema.items) out.items = resolve(schema.items, seen);
    if (schema.properties)
      out.properties = Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, resolve(value, seen)]));
    if (typeof schema.additionalProperties === 'object') out.additionalProperties = resolve(schema.additionalProperties, seen);
    for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
      if (schema[key]) out[key] = schema[key].map((item) => resolve(item, seen));
    }
    return out;
  };
  return (schema) => resolve(schema, new Set());
}
