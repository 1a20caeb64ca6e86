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
import { errorResponses, fromContract, idOf, requestLocale, unauthorized, type ContractSchema } from '../http';
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
        const payment = await service.startPayment(idOf(request.params.id), request.session.user.id, requestLocale(request));
        reply.status(201);
        return payment;
      },
    );

    /** A step of the deal by one of its parties (`body`: its request's contract, when it has one). */
    function step<Body = undefined>(
      path: string,
      summary: string,
      run: (bindId: number | null, userId: number, body: Body) => Promise<void>,
      body?: ContractSchema,
    ): void {
      app.post<{ Params: { id: string }; Body: Body }>(
        `/binds/:id/${path}`,
        {
          preHandler: authenticate,
          schema: {
            tags: ['deals'],
            summary,
            security: bearer,
            params: idParams,
            ...(body ? { body: fromContract(body) } : {}),
            response: { 200: dealSchema, ...errorResponses(401, 403, 404, 409, ...(body ? [422] : [])) },
          },
        },
        async (request) => {
          await run(idOf(request.params.id), request.session!.user.id, request.body as Body);
          return dealOf(request);
        },
      );
    }

    step('picked-up', 'The traveler has the parcel: paid → picked_up', service.pickedUp);
    step('confirm', 'The sender confirms the delivery: delivered → completed, the reward released', service.confirm);
    step<DeliveredRequest>(
      'delivered',
      "The traveler delivered: with the recipient's code completed at once (a wrong one 422, after 5 wrong codes 409), without it delivered",
      (bindId, userId, body) => {
        const code = body?.delivery_code?.trim();
        return service.delivered(bindId, userId, code ? code : undefined);
      },
      deliveredSchema,
    );
    step<ProblemReportRequest>(
      'problem',
      'The sender reports a problem (paid to delivered): the release is frozen and staff are told',
      (bindId, userId, body) => service.reportProblem(bindId, userId, body.text.trim()),
      problemReportSchema,
    );
  };
}
