import type { FastifyInstance } from 'fastify';
import type { ContractSchema } from './validate-body';
import { fromContract } from './request-validation';

export interface DevListRoute {
  url: string;
  summary: string;
  /** the contract's schema of the query */
  query: ContractSchema;
  /** the JSON schema of one item */
  item: object;
}

/**
 * A development-only list route: GET `url` answers `{ items }`, at most `?limit=` of them (1 to 100, 20 when
 * absent or not a number).
 */
export function devListRoute<Query extends { limit?: string }>(
  { url, summary, query, item }: DevListRoute,
  list: (query: Query, limit: number) => Promise<unknown[]>,
) {
  return async function registerDevList(app: FastifyInstance): Promise<void> {
    app.get(
      url,
      {
        schema: {
          tags: ['development'],
          summary: `${summary} (not served in production)`,
          querystring: fromContract(query),
          response: { 200: { type: 'object', properties: { items: { type: 'array', items: item } } } },
        },
      },
      async (request) => {
        const params = request.query as Query;
        return { items: await list(params, Math.min(Math.max(Number(params.limit) || 20, 1), 100)) };
      },
    );
  };
}
