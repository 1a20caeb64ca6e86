import { claimEntitySchema, claimIdParamsSchema, toJsonSchema } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import { devAdvanceRoute, type SimulatedCourierProvider } from '../courier';
import { errorResponses, fromContract } from '../http';
import type { ClaimOrders } from './claim-orders';

/**
 * `POST /dev/logistics/claims/{id}/advance {to?}` (DEV_ROUTES with the simulator): takes OUR claim id, moves its
 * simulated provider claim to the next (or the named) provider status and runs the claim's tracking step at once,
 * answering the claim: the e2e tests and the UI's dev flow drive the courier with it.
 */
export function devLogisticsRoutes({ orders, simulator }: { orders: ClaimOrders; simulator: SimulatedCourierProvider }) {
  return async function registerDevLogisticsRoutes(app: FastifyInstance): Promise<void> {
    devAdvanceRoute(
      app,
      '/dev/logistics/claims/:id/advance',
      {
        summary: "Moves a claim's simulated courier to the next provider status (or the one named) and tracks the claim at once",
        params: fromContract(claimIdParamsSchema),
        response: { 200: toJsonSchema(claimEntitySchema), ...errorResponses(404, 409, 422) },
      },
      (id, to) => orders.advanceSimulated(simulator, id, to),
    );
  };
}
