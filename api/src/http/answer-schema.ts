/** The plain JSON types a small answer's fields take. */
type PlainType = 'string' | 'integer' | 'boolean';

/**
 * OpenAPI shape of a small answer whose fields are all there, each of a plain type:
 * `answerSchemaOf({ token: 'string', user_id: 'integer' })`.
 */
export function answerSchemaOf(fields: Record<string, PlainType>) {
  return {
    type: 'object',
    required: Object.keys(fields),
    properties: Object.fromEntries(Object.entries(fields).map(([name, type]) => [name, { type }])),
  };
}
