import {
  claimEntitySchema,
  claimIdParamsSchema,
  claimListEntitySchema,
  claimListQuerySchema,
  claimSchema,
  estimateEntitySchema,
  estimateSchema,
  toJsonSchema,
  type ClaimList,
  type ClaimListQuery,
  type ClaimRequest,
  type Estimate,
  type EstimateRequest,
  type LogisticClaim,
} from '@jetkiz/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Authenticator } from '../auth';
import type { LogisticsConfig } from '../config';
import { addressLanguageOf } from '../geo';
import { errorResponses, fromContract, requestLocale, signedInRoutes } from '../http';
import type { Limiter } from '../limits';
import type { ClaimOrders } from './claim-orders';

export interface LogisticsRoutesDependencies {
  orders: ClaimOrders;
  limiter: Limiter;
  config: LogisticsConfig;
  authenticate: Authenticator['authenticate'];
}

const claimAnswer = toJsonSchema(claimEntitySchema);
const idParams = fromContract(claimIdParamsSchema);

type ClaimRequestOf = FastifyRequest<{ Params: { id: string } }>;

/** Spec §7's logistics calls: the estimate for anyone, the claim for its owner only (404 for anyone else). */
export function logisticsRoutes({ orders, limiter, config, authenticate }: LogisticsRoutesDependencies) {
  return async function registerLogisticsRoutes(app: FastifyInstance): Promise<void> {
    const limitEstimatesByIp = (request: FastifyRequest) => limiter.enforce([[`courier-estimate:ip:${request.ip}`, config.estimatesPerIp]]);
    const ownClaims = signedInRoutes('logistics', authenticate);

    app.post<{ Body: EstimateRequest }>(
      '/logistics/estimate/check-price',
      {
        schema: {
          tags: ['logistics'],
          summary: "The courier's price, distance and time between two points; 422 could_not_calculate outside the service area",
          body: fromContract(estimateSchema),
          response: { 200: toJsonSchema(estimateEntitySchema), ...errorResponses(422, 429) },
        },
      },
      async (request): Promise<Estimate> => {
        await limitEstimatesByIp(request);
        return orders.estimate(request.body);
      },
    );

    app.post<{ Body: ClaimRequest }>(
      '/logistics/claim',
      ownClaims({
        summary:
          'A party of a paid deal orders a courier: the claim awaits payment (checkout_url) for the waiting time; ' +
          '403 not a party, 409 the deal is not paid or a courier of this user is already under way',
        body: fromContract(claimSchema),
        response: { 201: claimAnswer, ...errorResponses(401, 403, 404, 409, 422, 429) },
      }),
      async (request, reply): Promise<LogisticClaim> => {
        await limitEstimatesByIp(request);
        const claim = await orders.create(request.session!.user.id, request.body, addressLanguageOf(request), requestLocale(request));
        reply.status(201);
        return claim;
      },
    );

    app.get<{ Params: { id: string } }>(
      '/logistics/claim/:id',
      ownClaims({
        summary: 'The claim with its progress, the courier once found and the refund once cancelled (its owner only)',
        params: idParams,
        response: { 200: claimAnswer, ...errorResponses(401, 404) },
      }),
      async (request: ClaimRequestOf, reply): Promise<LogisticClaim> => {
        reply.header('cache-control', 'no-store');
        return orders.read(request.params.id, request.session!.user.id);
      },
    );

    const steps = [
      {
        method: 'POST' as const,
        path: '/logistics/claim/:id/payment',
        summary: 'A new checkout after a declined payment or the waiting time ran out (the same claim, a new waiting time)',
        codes: [401, 404, 409, 503] as const,
        run: (request: ClaimRequestOf) => orders.pay(request.params.id, request.session!.user.id, requestLocale(request)),
      },
      {
        method: 'POST' as const,
        path: '/logistics/claim/:id/retry',
        summary: 'courier_not_found: the provider searches again (a new provider claim, no new payment)',
        codes: [401, 404, 409] as const,
        run: (request: ClaimRequestOf) => orders.retry(request.params.id, request.session!.user.id),
      },
      {
        method: 'DELETE' as const,
        path: '/logistics/claim/:id/cancel',
        summary:
          'Cancels: unpaid, it just ends; paid, the fee is refunded (less the provider charge once the courier arrived) ' +
          'within 7 days; 409 cancel_refused when the provider no longer cancels',
        codes: [401, 404, 409] as const,
        run: (request: ClaimRequestOf) => orders.cancel(request.params.id, request.session!.user.id),
      },
    ];
    for (const step of steps) {
      app.route<{ Params: { id: string } }>({
        method: step.method,
        url: step.path,
        ...ownClaims({ summary: step.summary, params: idParams, response: { 200: claimAnswer, ...errorResponses(...step.codes) } }),
        handler: (request) => step.run(request),
      });
    }

    app.get<{ Querystring: ClaimListQuery }>(
      '/me/logistics/claims',
      ownClaims({
        summary: "The user's courier claims, newest first (of one request; only those in progress)",
        querystring: fromContract(claimListQuerySchema),
        response: { 200: toJsonSchema(claimListEntitySchema), ...errorResponses(401, 422) },
      }),
      async (request): Promise<ClaimList> => ({ claims: await orders.list(request.session!.user.id, request.query) }),
    );
  };
}
