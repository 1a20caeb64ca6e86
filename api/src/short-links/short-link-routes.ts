import {
  shortLinkCreatedEntitySchema,
  shortLinkEntitySchema,
  shortLinkIdParamsSchema,
  shortLinkPointSchema,
  shortLinkSchema,
  toJsonSchema,
  type ShortLinkCreated,
  type ShortLinkDetails,
  type ShortLinkPayload,
  type ShortLinkPointCorrection,
} from '@jetkiz/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GeoConfig } from '../config';
import { errorResponses, fromContract, signedInRoutes } from '../http';
import type { Limiter } from '../limits';
import type { ShortLinks } from './short-links';

export interface ShortLinkRoutesDependencies {
  shortLinks: ShortLinks;
  limiter: Limiter;
  config: GeoConfig;
  authenticate(request: FastifyRequest): Promise<void>;
}

/** Spec §7's short links: made by a party of the request, read and corrected by whoever holds one. */
export function shortLinkRoutes({ shortLinks, limiter, config, authenticate }: ShortLinkRoutesDependencies) {
  const signedIn = signedInRoutes('logistics', authenticate);

  return async function registerShortLinkRoutes(app: FastifyInstance): Promise<void> {
    app.post<{ Body: ShortLinkPayload }>(
      '/logistic_shortlink',
      signedIn({
        summary:
          "A party of the request makes a link to a delivery point (spec §3's payload) for the other person to see and " +
          "correct; it opens the site's widget/delivery page and ends with the delivery or after its maximum age",
        body: fromContract(shortLinkSchema),
        response: { 201: toJsonSchema(shortLinkCreatedEntitySchema), ...errorResponses(401, 403, 404, 422, 429) },
      }),
      async (request, reply): Promise<ShortLinkCreated> => {
        const userId = request.session!.user.id;
        await limiter.enforce([[`short-links:user:${userId}`, config.shortLinksPerUser]]);
        const created = await shortLinks.create(userId, request.body);
        reply.status(201);
        return created;
      },
    );

    app.get<{ Params: { id: string } }>(
      '/logistic_shortlink/:id',
      {
        schema: {
          tags: ['logistics'],
          summary: "A short link's point and address; 404 when unknown or ended",
          params: fromContract(shortLinkIdParamsSchema),
          response: { 200: toJsonSchema(shortLinkEntitySchema), ...errorResponses(404, 429) },
        },
      },
      async (request, reply): Promise<ShortLinkDetails> => {
        await limiter.enforce([[`geo:ip:${request.ip}`, config.lookupsPerIp]]);
        reply.header('cache-control', 'no-store');
        return shortLinks.open(request.params.id);
      },
    );

    app.patch<{ Params: { id: string }; Body: ShortLinkPointCorrection }>(
      '/logistic_shortlink/:id',
      {
        schema: {
          tags: ['logistics'],
          summary: 'Whoever holds the link corrects its point (and its street, when picked from the search); the claim then uses it',
          params: fromContract(shortLinkIdParamsSchema),
          body: fromContract(shortLinkPointSchema),
          response: { 200: toJsonSchema(shortLinkEntitySchema), ...errorResponses(404, 422, 429) },
        },
      },
      async (request): Promise<ShortLinkDetails> => {
        await limiter.enforce([
          [`short-links:edit:ip:${request.ip}`, config.shortLinkEditsPerIp],
          [`short-links:edit:link:${request.params.id.slice(0, 64)}`, config.shortLinkEditsPerLink],
        ]);
        return shortLinks.correct(request.params.id, request.body);
      },
    );
  };
}
