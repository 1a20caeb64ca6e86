import { contactFormSchema, formatPhone, normalizePhone, type CallbackRequest } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db';
import { errorResponses, fromContract, successSchema } from '../http';
import type { Limiter } from '../limits';
import type { Outbox } from '../outbox';

export interface CallbackRoutesDependencies {
  db: Db;
  config: Config;
  limiter: Limiter;
  outbox: Outbox;
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function callbackRoutes({ db, config, limiter, outbox }: CallbackRoutesDependencies) {
  return async function registerCallbackRoutes(app: FastifyInstance): Promise<void> {
    app.post(
      '/callback/send',
      {
        schema: {
          tags: ['contact'],
          summary: 'A "call me back" request: stored, and staff are e-mailed',
          body: fromContract(contactFormSchema),
          response: { 201: successSchema, ...errorResponses(422, 429) },
        },
      },
      async (request, reply) => {
        const body = request.body as CallbackRequest;
        await limiter.enforce([[`forms:ip:${request.ip}`, config.limits.formsPerIp]]);
        const callback = {
          first_name: body.first_name.trim(),
          phone: normalizePhone(body.phone),
          email: blankToNull(body.email),
          question: blankToNull(body.question),
        };
        await db.transaction().execute(async (trx) => {
          const { id } = await trx.insertInto('callback_requests').values(callback).returning('id').executeTakeFirstOrThrow();
          await outbox.add(trx, {
            channel: 'email',
            to: config.staffEmail,
            subject: `Callback request #${id}: ${callback.first_name}`,
            body: [
              `Name: ${callback.first_name}`,
              `Phone: ${formatPhone(callback.phone)}`,
              `E-mail: ${callback.email ?? '—'}`,
              `Question: ${callback.question ?? '—'}`,
            ].join('\n'),
          });
        });
        return reply.status(201).send({ success: true });
      },
    );
  };
}
