import { devCourierAdvanceSchema, type CourierProviderStatus } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError, documentationOnly, errorResponses, fromContract } from '../../http';
import { CourierProviderError } from '../courier-provider';
import type { SimulatedCourierProvider } from './simulated-courier';

const CLAIM_ID = /^[\da-f]{32}$/;

/**
 * `POST /dev/courier/claims/{id}/advance {to?}` (DEV_ROUTES only): moves a simulated claim to its next status, or
 * on to the status named, at once; answers the claim as the provider's info() reads it.
 */
export function devCourierRoutes(simulator: SimulatedCourierProvider) {
  return async function registerDevCourierRoutes(app: FastifyInstance): Promise<void> {
    app.post<{ Params: { id: string }; Body: { to?: CourierProviderStatus } | null }>(
      '/dev/courier/claims/:id/advance',
      {
        schema: {
          tags: ['development'],
          summary: 'Moves a simulated courier claim to its next provider status, or on to the one named',
          params: documentationOnly({ type: 'object', properties: { id: { type: 'string' } } }),
          body: fromContract(devCourierAdvanceSchema),
          response: errorResponses(404, 409, 422),
        },
      },
      async (request) => {
        const { id } = request.params;
        if (!CLAIM_ID.test(id)) throw notFound();
        try {
          return await simulator.advance(id, request.body?.to);
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
