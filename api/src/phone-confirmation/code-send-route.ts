import { normalizePhone, type BotCheckAction, type PhoneConfirmationSendRequest } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../db';
import { requestLocale, type SiteLocale } from '../http';
import { smsLimitsForAddress, smsLimitsForPhone } from '../limits';
import { codeRouteSchema, type CodeCheckRoute, type CodeCheckRouteDependencies } from './code-check-route';
import type { PhoneConfirmation } from './phone-confirmation';

const resendAnswer = {
  type: 'object',
  properties: { resend_timeout: { type: 'integer', description: 'seconds until a resend is allowed' } },
};

export type CodeSendRouteDependencies = Omit<CodeCheckRouteDependencies, 'codes'> & { codes: Pick<PhoneConfirmation, 'send'> };

/** A route sending a phone an SMS code of one purpose: its address, its contract (`{phone}`), its bot check and docs. */
export interface CodeSendRoute extends CodeCheckRoute {
  botCheckAction: BotCheckAction;
  resendSeconds: number;
  /**
   * Whether the SMS goes out to this phone, asked in the send's transaction before the code is issued; throws when
   * the phone may have no code of this purpose at all.
   */
  deliversTo(trx: DbExecutor, phone: string, locale: SiteLocale): Promise<boolean>;
}

/**
 * `POST {phone}`: the SMS of the address are limited first, then the bot check; the code is issued and counted toward
 * the phone's SMS limits in one transaction (over them, no code is kept), and the answer is the resend timeout.
 * Sign-up and password reset send their codes alike.
 */
export function registerCodeSendRoute(app: FastifyInstance, deps: CodeSendRouteDependencies, route: CodeSendRoute): void {
  const { db, config, limiter, botCheck, codes } = deps;
  app.post(route.url, { schema: codeRouteSchema(route, resendAnswer) }, async (request) => {
    const body = request.body as PhoneConfirmationSendRequest;
    await limiter.enforce(smsLimitsForAddress(config, request.ip));
    await botCheck.assertHuman(body, route.botCheckAction, request.ip);
    const phone = normalizePhone(body.phone);
    const locale = requestLocale(request);
    const { purpose, resendSeconds } = route;
    await db.transaction().execute(async (trx) => {
      const deliver = await route.deliversTo(trx, phone, locale);
      await codes.send(trx, { phone, purpose, locale, resendSeconds, deliver });
      await limiter.enforce(smsLimitsForPhone(config, phone), trx);
    });
    return { resend_timeout: resendSeconds };
  });
}
