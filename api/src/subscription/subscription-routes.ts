import { subscriptionSchema, type MailingSubscription } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db';
import { errorResponses, fromContract, requestLocale, successSchema } from '../http';
import type { Limiter } from '../limits';

export interface SubscriptionRoutesDependencies {
  db: Db;
  config: Config;
  limiter: Limiter;
}

export function subscriptionRoutes({ db, config, limiter }: SubscriptionRoutesDependencies) {
  return async function registerSubscriptionRoutes(app: FastifyInstance): Promise<void> {
    // The path keeps the spec's spelling ('malling'): it is what the site calls.
    app.post(
      '/malling/subscribe',
      {
        schema: {
          tags: ['contact'],
          summary: 'Subscribe an address to the mailing list; an address already subscribed answers the same',
          body: fromContract(subscriptionSchema),
          response: { 200: successSchema, ...errorResponses(422, 429) },
        },
      },
      async (request) => {
        const body = request.body as MailingSubscription;
        await limiter.enforce([[`forms:ip:${request.ip}`, config.limits.formsPerIp]]);
        await db
          .insertInto('subscriptions')
          .values({ email: body.email.trim().toLowerCase(), locale: requestLocale(request) })
          .onConflict((conflict) => conflict.column('email').doNothing())
          .execute();
        return { success: true };
      },
    );
  };
}
