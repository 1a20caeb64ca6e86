import { devCourierAdvanceSchema, type CourierProviderStatus } from '@jetkiz/contracts';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { ApiError, documentationOnly, errorResponses, fromContract } from '../../http';
import { CourierProviderError } from '../courier-provider';
import type { SimulatedCourierProvider } from './simulated-courier';

const CLAIM_ID = /^[\da-f]{32}$/;

/** What a dev route that moves a simulated courier claim on documents besides its body `{to?}`. */
export interface DevAdvanceRouteSchema {
  summary: string;
  params: FastifySchema['params'];
  response: FastifySchema['response'];
}

/**
 * A dev route (DEV_ROUTES only) that moves a simulated courier claim to its next provider status, or on to the one
 * named in the body `{to?}`: POST `url` with the claim's id, listed under the development tag.
 */
export function devAdvanceRoute(
  app: FastifyInstance,
  url: string,
  { summary, params, response }: DevAdvanceRouteSchema,
  advance: (id: string, to: CourierProviderStatus | undefined) => Promise<unknown>,
): void {
  app.post<{ Params: { id: string }; Body: { to?: CourierProviderStatus } | null }>(
    url,
    { schema: { tags: ['development'], summary, params, body: fromContract(devCourierAdvanceSchema), response } },
    (request) => advance(request.params.id, request.body?.to),
  );
}

/**
 * `POST /dev/courier/claims/{id}/advance {to?}` (DEV_ROUTES only): moves a simulated claim to its next status, or
 * on to the status named, at once; answers the claim as the provider's info() reads it.
 */
export function devCourierRoutes(simulator: SimulatedCourierProvider) {
  return async function registerDevCourierRoutes(app: FastifyInstance): Promise<void> {
    devAdvanceRoute(
      app,
      '/dev/courier/claims/:id/advance',
      {
        summary: 'Moves a simulated courier claim to its next provider status, or on to the one named',
        params: documentationOnly({ type: 'object', properties: { id: { type: 'string' } } }),
        response: errorResponses(404, 409, 422),
      },
      async (id, to) => {
        if (!CLAIM_ID.test(id)) throw notFound();
        try {
          return await simulator.advance(id, to);
        } catch (error) {
          if (error instanceof CourierProviderError && error.code === 'not_found') throw notFound();
          if (error instanceof CourierProviderError && error.code === 'invalid_state') {
            throw new ApiError(409, 'forbidden', error.message);
          }
          throw error;
        }
      },
    );
  };
}

function notFound(): ApiError {
  return new ApiError(404, 'not_found', 'No such simulated claim.');
}
