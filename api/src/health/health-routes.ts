import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';

export function healthRoutes(db: Db) {
  return async function registerHealthRoutes(app: FastifyInstance): Promise<void> {
    app.get(
      '/health',
      {
        // A busy process is alive: the check goes ahead of the queue and is never shed (a 503 would take it out of rotation).
        config: { databaseWait: 'priority' },
        schema: {
          tags: ['health'],
          summary: 'Liveness and database reachability',
          response: {
            200: { type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' } } },
            503: { type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' } } },
          },
        },
      },
      async (request, reply) => {
        try {
          await sql`select 1`.execute(db);
          return { status: 'ok', database: 'ok' };
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable');
          return reply.status(503).send({ status: 'degraded', database: 'unreachable' });
        }
      },
    );
  };
}
