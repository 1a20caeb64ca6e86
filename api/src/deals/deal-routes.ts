import {
  dealEntitySchema,
  deliveredSchema,
  guestTokenQuerySchema,
  idParamsSchema,
  paymentEntitySchema,
  problemReportSchema,
  toJsonSchema,
  type Deal,
  type DeliveredRequest,
  type Payment,
  type ProblemReportRequest,
} from '@jetkiz/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Authenticator } from '../auth';
import type { Db } from '../db';
import { errorResponses, fromContract, idOf, unauthorized } from '../http';
import type { DealService } from './deal-service';
import type { DealView } from './deal-view';

export interface DealRoutesDependencies extends Authenticator {
  db: Db;
  service: DealService;
  view: DealView;
}

const dealSchema = toJsonSchema(dealEntitySchema);
const paymentSchema = toJsonSchema(paymentEntitySchema);
const idParams = fromContract(idParamsSchema);
const bearer = [{ bearer: [] }];

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/** The deal's routes; each step answers the deal as the caller now sees it. */
export function dealRoutes({ db, service, view, identify, authenticate }: DealRoutesDependencies) {
  const dealOf = (request: IdRequest): Promise<Deal> => view.of(db, idOf(request.params.id), request.session!.user.id);

  return async function registerDealRoutes(app: FastifyInstance): Promise<void> {
    app.get<{ Params: { id: string } }>(
      '/binds/:id',
      {
        preHandler: authenticate,
        schema: {
          tags: ['deals'],
          summary: "The deal, for its sender and traveler only: status, money, payment, the sender's delivery code, next actions, timeline",
          security: bearer,
          params: idParams,
          response: { 200: dealSchema, ...errorResponses(401, 404) },
        },
      },
      dealOf,
    );

    app.post<{ Params: { id: string }; Querystring: { guest_token?: string } }>(
      '/binds/:id/payment',
      {
        preHandler: identify,
        schema: {
          tags: ['deals'],
          summary: 'The sender (signed up and verified) pays the reward: a checkout; while one is pending, the same one again',
          security: bearer,
          params: idParams,
          querystring: fromContract(guestTokenQuerySchema),
          response: { 201: paymentSchema, ...errorResponses(401, 403, 404, 409, 503) },
        },
      },
      async (request, reply): Promise<Payment> => {
        // A guest sender keeps the parcel and the request, but pays only with an account of their own.
        if (!request.session) throw unauthorized('Sign up (or log in) and pass identity verification to pay for the delivery.');
        const payment = await service.startPayment(idOf(request.params.id), request.session.user.id);
        reply.status(201);
        return payment;
      },
    );

    const steps = [
      { path: 'picked-up', summary: 'The traveler has the parcel: paid → picked_up', run: service.pickedUp },
      { path: 'confirm', summary: 'The sender confirms the delivery: delivered → completed, the reward released', run: service.confirm },
    ] as const;
    for (const step of steps) {
      app.post<{ Params: { id: string } }>(
        `/binds/:id/${step.path}`,
        {
          preHandler: authenticate,
          schema: {
            tags: ['deals'],
            summary: step.summary,
            security: bearer,
            params: idParams,
            response: { 200: dealSchema, ...errorResponses(401, 403, 404, 409) },
          },
        },
        async (request) => {
          await step.run(idOf(request.params.id), request.session!.user.id);
          return dealOf(request);
        },
      );
    }

    app.post<{ Params: { id: string }; Body: DeliveredRequest }>(
      '/binds/:id/delivered',
      {
        preHandler: authenticate,
        schema: {
          tags: ['deals'],
          summary:
            "The traveler delivered: with the recipient's code completed at once (a wrong one 422, after 5 wrong codes 409), without it delivered",
          security: bearer,
          params: idParams,
          body: fromContract(deliveredSchema),
          response: { 200: dealSchema, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        const code = request.body?.delivery_code?.trim();
        await service.delivered(idOf(request.params.id), request.session!.user.id, code ? code : undefined);
        return dealOf(request);
      },
    );

    app.post<{ Params: { id: string }; Body: ProblemReportRequest }>(
      '/binds/:id/problem',
      {
        preHandler: authenticate,
        schema: {
          tags: ['deals'],
          summary: 'The sender reports a problem (paid to delivered): the release is frozen and staff are told',
          security: bearer,
          params: idParams,
          body: fromContract(problemReportSchema),
          response: { 200: dealSchema, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        await service.reportProblem(idOf(request.params.id), request.session!.user.id, request.body.text.trim());
        return dealOf(request);
      },
    );
  };
}
