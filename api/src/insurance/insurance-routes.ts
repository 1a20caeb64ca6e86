import {
  insuranceCommissionEntitySchema,
  insuranceCommissionSchema,
  insurancePolicyEntitySchema,
  insurancePolicyIdParamsSchema,
  insurancePolicyListEntitySchema,
  insuranceRefusalEntitySchema,
  insuranceSchema,
  toJsonSchema,
  type InsuranceCommissionRequest,
  type InsuranceRequest,
} from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../auth';
import { errorBodySchema, errorResponses, fromContract, requestLocale } from '../http';
import type { InsuranceService } from './insurance-service';

export interface InsuranceRoutesDependencies {
  service: InsuranceService;
  authenticate: Authenticator['authenticate'];
}

const policySchema = toJsonSchema(insurancePolicyEntitySchema);
const idParams = fromContract(insurancePolicyIdParamsSchema);
const bearer = [{ bearer: [] }];
const tags = ['insurance'];

const refusalFields = toJsonSchema(insuranceRefusalEntitySchema).properties as Record<string, object>;

/** spec §8's 422: field errors, or the insurer's refusal with its reason and contact ('insurance error' modal). */
const refusalOrValidation = {
  ...errorBodySchema,
  description: "error_type validation with validation_errors, or insurer_refused with the insurer's reason and contact",
  properties: { ...errorBodySchema.properties, reason: refusalFields.reason, insurer_contact: refusalFields.insurer_contact },
};

type IdParams = { Params: { id: string } };

/** Parcel insurance (issue 20): every route for a logged-in user; a policy for its sender only (404 otherwise). */
export function insuranceRoutes({ service, authenticate }: InsuranceRoutesDependencies) {
  return async function registerInsuranceRoutes(app: FastifyInstance): Promise<void> {
    app.post<{ Body: InsuranceCommissionRequest }>(
      '/insurance/commission',
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: "The insurer's premium (commission) for a declared cost in whole tenge and the price, cost + commission (tiyn)",
          security: bearer,
          body: fromContract(insuranceCommissionSchema),
          response: { 200: toJsonSchema(insuranceCommissionEntitySchema), ...errorResponses(401, 422, 503) },
        },
      },
      async (request) => service.commission(request.body.cost),
    );

    app.post<{ Body: InsuranceRequest }>(
      '/insurance',
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary:
            "The deal's sender insures the parcel after paying, before pickup: the policy awaiting payment of its premium, with the checkout; the insurer's refusal is 422 insurer_refused",
          security: bearer,
          body: fromContract(insuranceSchema),
          response: { 201: policySchema, 422: refusalOrValidation, ...errorResponses(401, 403, 404, 409, 503) },
        },
      },
      async (request, reply) => {
        const policy = await service.create(request.session!.user.id, request.body, requestLocale(request));
        reply.status(201);
        return policy;
      },
    );

    app.get<IdParams>(
      '/insurance/:id',
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: 'A policy, for its sender only',
          security: bearer,
          params: idParams,
          response: { 200: policySchema, ...errorResponses(401, 404) },
        },
      },
      async (request) => service.get(request.params.id, request.session!.user.id),
    );

    app.post<IdParams>(
      '/insurance/:id/payment',
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: 'Pay the premium again after a declined payment: a new checkout (while one is pending, the same one)',
          security: bearer,
          params: idParams,
          response: { 200: policySchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => service.pay(request.params.id, request.session!.user.id, requestLocale(request)),
    );

    app.get<IdParams>(
      '/insurance/:id/document',
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: 'The issued policy as an HTML page to print, for its sender only',
          security: bearer,
          params: idParams,
          produces: ['text/html'],
          response: { 200: { type: 'string', description: 'text/html' }, ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        const html = await service.document(request.params.id, request.session!.user.id);
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        return html;
      },
    );

    app.get(
      '/me/insurance',
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: "The user's policies, newest first",
          security: bearer,
          response: { 200: toJsonSchema(insurancePolicyListEntitySchema), ...errorResponses(401) },
        },
      },
      async (request) => service.mine(request.session!.user.id),
    );
  };
}
