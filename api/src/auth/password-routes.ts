import {
  RESET_RESEND_TIMEOUT_SECONDS,
  normalizePhone,
  passwordCheckSchema,
  passwordForgotCheckSchema,
  passwordForgotSchema,
  passwordResetSchema,
  type PasswordCheckRequest,
  type PasswordForgotCheckRequest,
  type PasswordForgotRequest,
  type PasswordResetRequest,
  type PasswordResetResponse,
} from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import { bodySchemaOf, errorResponses, requestLocale, successSchema, validateBody } from '../http';
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
          body: bodySchemaOf(passwordCheckSchema),
          response: { 200: successSchema, ...errorResponses(422, 403) },
        },
      },
      async (request) => {
        const body = validateBody<PasswordCheckRequest>(passwordCheckSchema, request.body);
        await botCheck.assertHuman(body, 'verify_password', request.ip);
        return { success: true };
      },
    );

    app.post(
      '/auth/password/forgot',
      {
        schema: {
          tags: ['password'],
          summary: 'Send a password-reset SMS code; answers the same whether or not the phone has an account',
          body: bodySchemaOf(passwordForgotSchema),
          response: { 200: { type: 'object', properties: { resend_timeout: { type: 'integer' } } }, ...errorResponses(422, 429, 403) },
        },
      },
      async (request) => {
        const body = validateBody<PasswordForgotRequest>(passwordForgotSchema, request.body);
        await botCheck.assertHuman(body, 'password_forgot', request.ip);
        await limiter.enforce([[`sms:ip:${request.ip}`, config.limits.smsPerIp]]);
        const phone = normalizePhone(body.phone);
        const locale = requestLocale(request);
        await db.transaction().execute(async (trx) => {
          const account = await trx.selectFrom('users').select('id').where('phone_number', '=', phone).executeTakeFirst();
          // A code row is kept for unknown phones too (never sent), so resend timing and limits answer alike.
          await phoneCodes.send(trx, { phone, purpose: 'password_reset', locale, resendSeconds: RESET_RESEND_TIMEOUT_SECONDS, deliver: Boolean(account) });
          await limiter.enforce([[`sms:phone:${phone}`, config.limits.smsPerPhone]], trx);
        });
        return { resend_timeout: RESET_RESEND_TIMEOUT_SECONDS };
      },
    );

    app.post(
      '/auth/password/forgot/check',
      {
        schema: {
          tags: ['password'],
          summary: 'Check the password-reset SMS code',
          body: bodySchemaOf(passwordForgotCheckSchema),
          response: { 200: successSchema, ...errorResponses(422, 429, 403) },
        },
      },
      async (request) => {
        const body = validateBody<PasswordForgotCheckRequest>(passwordForgotCheckSchema, request.body);
        await botCheck.assertHuman(body, 'verify_phone_code', request.ip);
        await limiter.enforce([[`code-check:ip:${request.ip}`, config.limits.codeChecksPerIp]]);
        const phone = normalizePhone(body.phone);
        const verdict = await db.transaction().execute((trx) => phoneCodes.confirm(trx, phone, 'password_reset', body.code));
        if (verdict.outcome !== 'ok') throw phoneCodes.errorFor(verdict, 'password_reset', requestLocale(request));
        return { success: true };
      },
    );

    app.post(
      '/auth/password/reset',
      {
        schema: {
          tags: ['password'],
          summary: "Set a new password with the SMS code; revokes the user's other tokens and answers a new one",
          body: bodySchemaOf(passwordResetSchema),
          response: { 200: { type: 'object', properties: { token: { type: 'string' } } }, ...errorResponses(422, 429, 403) },
        },
      },
      async (request): Promise<PasswordResetResponse> => {
        const body = validateBody<PasswordResetRequest>(passwordResetSchema, request.body);
        await botCheck.assertHuman(body, 'password_reset', request.ip);
        await limiter.enforce([[`code-check:ip:${request.ip}`, config.limits.codeChecksPerIp]]);
        const phone = normalizePhone(body.phone);
        const passwordHash = await hasher.hash(body.password);
        const result = await db.transaction().execute(async (trx) => {
          const verdict = await phoneCodes.consume(trx, phone, 'password_reset', body.code, false);
          if (verdict.outcome !== 'ok') return { done: false as const, verdict };
          const user = await trx.selectFrom('users').select('id').where('phone_number', '=', phone).forUpdate().executeTakeFirst();
          if (!user) return { done: false as const, verdict: { outcome: 'missing' } };
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
