import { guestTokenQuerySchema, idParamsSchema } from '@jetkiz/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { travelerCardSchema } from '../docs';
import { errorResponses, fromContract } from '../http';
import { travelerCards, type FitSubject } from './fitting-trips';
import type { SampleCache } from './sample-cache';

/** The parcel a request may act on as its sender (the parcels feature answers 401/404 otherwise). */
export interface SenderParcelAccess {
  resolve(request: FastifyRequest, rawId: unknown): Promise<FitSubject & { id: number }>;
}

export function sampleRoutes({
  db,
  identify,
  access,
  cache,
}: {
  db: Db;
  identify(request: FastifyRequest): Promise<void>;
  access: SenderParcelAccess;
  cache: SampleCache;
}) {
  return async function registerSampleRoutes(app: FastifyInstance): Promise<void> {
    app.addHook('onReady', () => cache.start());
    app.addHook('onClose', () => cache.stop());
    app.get<{ Params: { id: string }; Querystring: { guest_token?: string } }>(
      '/parcels/:id/trips/sample',
      {
        preHandler: identify,
        schema: {
          tags: ['parcels'],
          summary: "Traveler cards for the parcel's route, leaving before its deadline and taking its weight: earliest first, then rating",
          security: [{ bearer: [] }, {}],
          params: fromContract(idParamsSchema),
          querystring: fromContract(guestTokenQuerySchema),
          response: { 200: { type: 'array', items: travelerCardSchema }, ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        // The credentials are part of the key: a refusal is never kept, a grant only until the parcel or its tokens change.
        const { id } = request.params;
        const accessKey = `${id}|${request.session?.user.id ?? ''}|${request.query.guest_token ?? ''}`;
        const parcel = await cache.parcelOf(accessKey, () => access.resolve(request, id));
        // Serialised once by the response schema, then kept as text: a JSON string is sent as it is.
        const cards = await cache.sampleOf(parcel, async () => String(reply.serialize(await travelerCards(db, parcel))));
        return reply.type('application/json; charset=utf-8').send(cards);
      },
    );
  };
}
