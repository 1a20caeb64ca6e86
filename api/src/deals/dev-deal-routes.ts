import { MESSAGE_KEYS } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import { documentationOnly, errorResponses, validationError } from '../http';
import { HOUR_MS, type AdjustableClock } from './clock';

const MAX_ADVANCE_HOURS = 24 * 366;

/**
 * `POST /dev/deals/clock {advance_hours}` (DEV_ROUTES only): moves the deals' clock forward and runs the time rules
 * at once, so payment expiry, the 72-hour auto-completion and the pickup timeout can be seen by hand.
 */
export function devDealRoutes({ clock, runTimers }: { clock: AdjustableClock; runTimers(): Promise<void> }) {
  return async function registerDevDealRoutes(app: FastifyInstance): Promise<void> {
    app.post(
      '/dev/deals/clock',
      {
        schema: {
          tags: ['development'],
          summary: "Moves the deals' clock forward by advance_hours (0 to run the time rules now) and runs them",
          body: documentationOnly({
            type: 'object',
            properties: { advance_hours: { type: 'number', minimum: 0, maximum: MAX_ADVANCE_HOURS } },
          }),
          response: { 200: { type: 'object', properties: { now: { type: 'string', format: 'date-time' } } }, ...errorResponses(422) },
        },
      },
      async (request) => {
        const raw = (request.body as { advance_hours?: unknown } | null)?.advance_hours ?? 0;
        const hours = typeof raw === 'number' ? raw : Number.NaN;
        if (!Number.isFinite(hours) || hours < 0 || hours > MAX_ADVANCE_HOURS) {
          throw validationError({ advance_hours: [MESSAGE_KEYS.invalidMaxValue] });
        }
        clock.advance(hours * HOUR_MS);
        await runTimers();
        return { now: clock.now().toISOString() };
      },
    );
  };
}
