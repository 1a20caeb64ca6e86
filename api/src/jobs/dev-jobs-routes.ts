import { devJobsQuerySchema } from '@jetkiz/contracts';
import type { Db } from '../db';
import { devListRoute } from '../http';

const STATES = ['failed', 'pending', 'done'] as const;
type JobState = (typeof STATES)[number];

/** Development only: the background jobs, so a failed delivery or task can be seen without a database client. */
export function devJobsRoutes(db: Db) {
  return devListRoute<{ state?: string; limit?: string }>(
    {
      url: '/dev/jobs',
      summary: 'Latest background jobs in a state, newest first',
      query: devJobsQuerySchema,
      item: {
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
      },
    },
    async (query, limit) => {
      const state: JobState = STATES.find((known) => known === query.state) ?? 'failed';
      let select = db
        .selectFrom('jobs')
        .select(['id', 'kind', 'payload', 'attempts', 'last_error', 'created_at', 'run_at', 'finished_at', 'failed_at']);
      if (state === 'failed') select = select.where('failed_at', 'is not', null);
      else if (state === 'pending') select = select.where('finished_at', 'is', null);
      else select = select.where('finished_at', 'is not', null).where('failed_at', 'is', null);
      return select.orderBy('id', 'desc').limit(limit).execute();
    },
  );
}
