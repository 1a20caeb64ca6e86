import { devJobsQuerySchema } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { fromContract } from '../http';

const STATES = ['failed', 'pending', 'done'] as const;
type JobState = (typeof STATES)[number];

const itemSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string' },
    payload: { type: 'object', additionalProperties: true },
    attempts: { type: 'integer' },
    last_error: { type: 'string', nullable: true },
    created_at: { type: 'string', format: 'date-time' },
    run_at: { type: 'string', format: 'date-time' },
    finished_at: { type: 'string', format: 'date-time', nullable: true },
    failed_at: { type: 'string', format: 'date-time', nullable: true },
  },
} as const;

/** Development only: the background jobs, so a failed delivery or task can be seen without a database client. */
export function devJobsRoutes(db: Db) {
  return async function registerDevJobsRoutes(app: FastifyInstance): Promise<void> {
    app.get<{ Querystring: { state?: string; limit?: string } }>(
      '/dev/jobs',
      {
        schema: {
          tags: ['development'],
          summary: 'Latest background jobs in a state, newest first (not served in production)',
          querystring: fromContract(devJobsQuerySchema),
          response: { 200: { type: 'object', properties: { items: { type: 'array', items: itemSchema } } } },
        },
      },
      async (request) => {
        const state: JobState = STATES.find((known) => known === request.query.state) ?? 'failed';
        const limit = Math.min(Math.max(Number(request.query.limit) || 20, 1), 100);
        let query = db
          .selectFrom('jobs')
          .select(['id', 'kind', 'payload', 'attempts', 'last_error', 'created_at', 'run_at', 'finished_at', 'failed_at']);
        if (state === 'failed') query = query.where('failed_at', 'is not', null);
        else if (state === 'pending') query = query.where('finished_at', 'is', null);
        else query = query.where('finished_at', 'is not', null).where('failed_at', 'is', null);
        return { items: await query.orderBy('id', 'desc').limit(limit).execute() };
      },
    );
  };
}
