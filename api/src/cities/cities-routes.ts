import { cityEntitySchema, toJsonSchema } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';

const citySchema = toJsonSchema(cityEntitySchema);

export function citiesRoutes(db: Db) {
  return async function registerCitiesRoutes(app: FastifyInstance): Promise<void> {
    app.get(
      '/cities',
      {
        schema: {
          tags: ['cities'],
          summary: 'Cities of Kazakhstan with ru/kk/en names and coordinates',
          response: { 200: { type: 'array', items: citySchema } },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=3600');
        return db.selectFrom('cities').selectAll().orderBy('id').execute();
      },
    );
  };
}
