/** OpenAPI shape of spec §8's error body. Routes list it for each error status they answer. */
export const errorBodySchema = {
  type: 'object',
  required: ['error_type', 'error_message'],
  properties: {
    error_type: { type: 'string' },
    error_message: { type: 'string' },
    validation_errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    retry_after: { type: 'integer', description: 'seconds to wait (429, 503 service_busy)' },
    resend_timeout: { type: 'integer', description: 'seconds until a new code may be sent (phone_confirmation)' },
    status: { type: 'string', description: "409 on a deal's step: the deal's current status" },
  },
} as const;

export function errorResponses(...statuses: number[]): Record<number, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
}

export const successSchema = { type: 'object', properties: { success: { type: 'boolean' } } } as const;
