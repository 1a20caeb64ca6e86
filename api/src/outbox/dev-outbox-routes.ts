import { MESSAGE_KEYS, devOutboxQuerySchema, normalizePhone } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError, fromContract } from '../http';
import type { Outbox } from './outbox';

const itemSchema = {
  type: 'object',
  properties: {
    channel: { type: 'string', enum: ['sms', 'email'] },
    to: { type: 'string' },
    subject: { type: 'string', nullable: true },
    body: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
    sent_at: { type: 'string', format: 'date-time', nullable: true },
  },
} as const;

/** Development only: lets e2e tests and people trying the site read SMS codes and e-mailed links. */
export function devOutboxRoutes(outbox: Outbox) {
  return async function registerDevOutboxRoutes(app: FastifyInstance): Promise<void> {
    app.get<{ Querystring: { to?: string; limit?: string } }>(
      '/dev/outbox',
      {
        schema: {
          tags: ['development'],
          summary: 'Latest SMS and e-mails to a phone or address (not served in production)',
          querystring: fromContract(devOutboxQuerySchema),
          response: { 200: { type: 'object', properties: { items: { type: 'array', items: itemSchema } } } },
        },
      },
      async (request) => {
        const to = request.query.to?.trim();
        if (!to)
          throw new ApiError(422, 'validation', 'Query parameter to is required.', {
            validation_errors: { to: [MESSAGE_KEYS.fieldRequired] },
          });
        const limit = Math.min(Math.max(Number(request.query.limit) || 20, 1), 100);
        const recipient = to.includes('@') ? to.toLowerCase() : normalizePhone(to).replace(/^8(\d{10})$/, '7$1');
        return { items: await outbox.latestTo(recipient, limit) };
      },
    );
  };
}
