import {
  MESSAGE_KEYS,
  normalizePhone,
  phoneConfirmationConfirmSchema,
  phoneConfirmationSendSchema,
  type PhoneConfirmationSendRequest,
} from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import type { BotCheck } from '../bot-check';
import type { Config } from '../config';
import type { Db } from '../db';
import { ApiError, botCheckFields, errorResponses, fromContract, requestLocale, type Localized } from '../http';
import { smsLimitsForAddress, smsLimitsForPhone, type Limiter } from '../limits';
import { registerCodeCheckRoute } from './code-check-route';
import type { PhoneConfirmation } from './phone-confirmation';
import TEXTS from './phone-confirmation-texts.json';

const { phoneRegistered } = TEXTS satisfies Record<string, Localized>;

export interface PhoneConfirmationRoutesDependencies {
  db: Db;
  config: Config;
  phoneConfirmation: PhoneConfirmation;
  limiter: Limiter;
  botCheck: BotCheck;
}

export function phoneConfirmationRoutes({ db, config, phoneConfirmation, limiter, botCheck }: PhoneConfirmationRoutesDependencies) {
  return async function registerPhoneConfirmationRoutes(app: FastifyInstance): Promise<void> {
    app.post(
      '/auth/phone-confirmation/send',
      {
        schema: {
          tags: ['auth'],
          summary: 'Send a 4-digit SMS code to a phone that is not registered yet (sign-up)',
          body: fromContract(phoneConfirmationSendSchema, botCheckFields),
          response: {
            200: { type: 'object', properties: { resend_timeout: { type: 'integer', description: 'seconds until a resend is allowed' } } },
            ...errorResponses(422, 429, 403),
          },
        },
      },
      async (request) => {
        const body = request.body as PhoneConfirmationSendRequest;
        const phone = normalizePhone(body.phone);
        const locale = requestLocale(request);
        await limiter.enforce(smsLimitsForAddress(config, request.ip));
        await botCheck.assertHuman(body, 'verify_phone', request.ip);
        const registered = await db.selectFrom('users').select('id').where('phone_number', '=', phone).executeTakeFirst();
        if (registered) {
          throw new ApiError(422, 'phone_confirmed', phoneRegistered[locale], {
            validation_errors: { phone: [MESSAGE_KEYS.phoneAlreadyRegistered] },
          });
        }
        const resendSeconds = config.phoneCode.resendSeconds;
        await db.transaction().execute(async (trx) => {
          await phoneConfirmation.send(trx, { phone, purpose: 'register', locale, resendSeconds, deliver: true });
          await limiter.enforce(smsLimitsForPhone(config, phone), trx);
        });
        return { resend_timeout: resendSeconds };
      },
    );

    registerCodeCheckRoute(
      app,
      { db, config, limiter, botCheck, codes: phoneConfirmation },
      {
        url: '/auth/phone-confirmation/confirm',
        purpose: 'register',
        tags: ['auth'],
        summary: 'Check the SMS code of the sign-up',
        body: phoneConfirmationConfirmSchema,
      },
    );
  };
}
