import {
  RESET_RESEND_TIMEOUT_SECONDS,
  normalizePhone,
  passwordCheckSchema,
  passwordForgotCheckSchema,
  passwordForgotSchema,
  passwordResetSchema,
  type PasswordCheckRequest,
  type PasswordResetRequest,
  type PasswordResetResponse,
} from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import { botCheckFields, errorResponses, fromContract, requestLocale, successSchema } from '../http';
import { codeCheckLimits } from '../limits';
import { registerCodeCheckRoute, registerCodeSendRoute } from '../phone-confirmation';
import type { AuthDependencies } from './ports';

export function passwordRoutes(deps: AuthDependencies) {
  const { db, config, limiter, botCheck, hasher, tokens, phoneCodes } = deps;

  return async function registerPasswordRoutes(app: FastifyInstance): Promise<void> {
    app.post(
      '/auth/password/check',
      {
        schema: {
          tags: ['password'],
          summary: 'Check a new password and its repeat against the rules (nothing is stored)',
          body: fromContract(passwordCheckSchema, botCheckFields),
          response: { 200: successSchema, ...errorResponses(422, 403) },
        },
      },
      async (request) => {
        const body = request.body as PasswordCheckRequest;
        await botCheck.assertHuman(body, 'verify_password', request.ip);
        return { success: true };
      },
    );

    const codeRouteDeps = { db, config, limiter, botCheck, codes: phoneCodes };
    registerCodeSendRoute(app, codeRouteDeps, {
      url: '/auth/password/forgot',
      purpose: 'password_reset',
      tags: ['password'],
      summary: 'Send a password-reset SMS code; answers the same whether or not the phone has an account',
      body: passwordForgotSchema,
      botCheckAction: 'password_forgot',
      resendSeconds: RESET_RESEND_TIMEOUT_SECONDS,
      // A code row is kept for unknown phones too (never sent), so resend timing and limits answer alike.
      deliversTo: async (trx, phone) =>
        Boolean(await trx.selectFrom('users').select('id').where('phone_number', '=', phone).executeTakeFirst()),
    });

    registerCodeCheckRoute(app, codeRouteDeps, {
      url: '/auth/password/forgot/check',
      purpose: 'password_reset',
      tags: ['password'],
      summary: 'Check the password-reset SMS code',
      body: passwordForgotCheckSchema,
    });

    app.post(
      '/auth/password/reset',
      {
        schema: {
          tags: ['password'],
          summary: "Set a new password with the SMS code; revokes the user's other tokens and answers a new one",
          body: fromContract(passwordResetSchema, botCheckFields),
          response: { 200: { type: 'object', properties: { token: { type: 'string' } } }, ...errorResponses(422, 429, 403) },
        },
      },
      async (request): Promise<PasswordResetResponse> => {
        const body = request.body as PasswordResetRequest;
        await limiter.enforce(codeCheckLimits(config, request.ip));
        await botCheck.assertHuman(body, 'password_reset', request.ip);
        const phone = normalizePhone(body.phone);
        const result = await db.transaction().execute(async (trx) => {
          const verdict = await phoneCodes.consume(trx, phone, 'password_reset', body.code, false);
          if (verdict.outcome !== 'ok') return { done: false as const, verdict };
          const user = await trx.selectFrom('users').select('id').where('phone_number', '=', phone).forUpdate().executeTakeFirst();
          if (!user) return { done: false as const, verdict: { outcome: 'missing' as const, resendIn: 0 } };
          // Hashed only once the code is right: a wrong code costs the server no scrypt.
          const passwordHash = await hasher.hash(body.password);
          await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
          await tokens.revokeAllOf(trx, user.id);
          return { done: true as const, token: await tokens.issue(trx, user.id) };
        });
        if (!result.done) throw phoneCodes.errorFor(result.verdict, 'password_reset', requestLocale(request));
        return { token: result.token };
      },
    );
  };
}
