import { MESSAGE_KEYS, devOutboxQuerySchema, normalizePhone } from '@jetkiz/contracts';
import { ApiError, devListRoute } from '../http';
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
  return devListRoute<{ to?: string; limit?: string }>(
    { url: '/dev/outbox', summary: 'Latest SMS and e-mails to a phone or address', query: devOutboxQuerySchema, item: itemSchema },
    async (query, limit) => {
      const to = query.to?.trim();
      if (!to)
        throw new ApiError(422, 'validation', 'Query parameter to is required.', {
          validation_errors: { to: [MESSAGE_KEYS.fieldRequired] },
        });
      const recipient = to.includes('@') ? to.toLowerCase() : normalizePhone(to).replace(/^8(\d{10})$/, '7$1');
      return outbox.latestTo(recipient, limit);
    },
  );
}
