import { MESSAGE_KEYS, phoneConfirmationConfirmSchema, phoneConfirmationSendSchema } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import type { BotCheck } from '../bot-check';
import type { Config } from '../config';
import type { Db } from '../db';
import { ApiError, type Localized } from '../http';
import type { Limiter } from '../limits';
import { registerCodeCheckRoute } from './code-check-route';
import { registerCodeSendRoute } from './code-send-route';
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
    const codeRouteDeps = { db, config, limiter, botCheck, codes: phoneConfirmation };
    registerCodeSendRoute(app, codeRouteDeps, {
      url: '/auth/phone-confirmation/send',
      purpose: 'register',
      tags: ['auth'],
      summary: 'Send a 4-digit SMS code to a phone that is not registered yet (sign-up)',
      body: phoneConfirmationSendSchema,
      botCheckAction: 'verify_phone',
      resendSeconds: config.phoneCode.resendSeconds,
      deliversTo: async (trx, phone, locale) => {
        const registered = await trx.selectFrom('users').select('id').where('phone_number', '=', phone).executeTakeFirst();
        if (registered) {
          throw new ApiError(422, 'phone_confirmed', phoneRegistered[locale], {
            validation_errors: { phone: [MESSAGE_KEYS.phoneAlreadyRegistered] },
          });
        }
        return true;
      },
    });

    registerCodeCheckRoute(app, codeRouteDeps, {
      url: '/auth/phone-confirmation/confirm',
      purpose: 'register',
      tags: ['auth'],
      summary: 'Check the SMS code of the sign-up',
      body: phoneConfirmationConfirmSchema,
    });
  };
}
