import {
  MESSAGE_KEYS,
  sessionHandoffExchangeSchema,
  type SessionHandoffExchangeRequest,
  type SessionHandoffExchangeResponse,
  type SessionHandoffResponse,
} from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError, answerSchemaOf, errorResponses, fromContract, signedInRoutes, successSchema } from '../http';
import { codeCheckLimits } from '../limits';
import type { AuthDependencies } from './ports';
import { createSessionHandoffs } from './session-handoff';

function handoffInvalid(): ApiError {
  return new ApiError(422, 'token_expired', 'The link has expired or was already used, log in again.', {
    validation_errors: { code: [MESSAGE_KEYS.linkTimeIsExpired] },
  });
}

/** Sessions beyond login and logout: log out everywhere, and the one-time hand-over to the profile host. */
export function sessionRoutes(deps: Pick<AuthDependencies, 'db' | 'config' | 'limiter' | 'tokens' | 'authenticator'>) {
  const { db, config, limiter, tokens, authenticator } = deps;
  const handoffs = createSessionHandoffs();

  return async function registerSessionRoutes(app: FastifyInstance): Promise<void> {
    const signedIn = signedInRoutes('auth', authenticator.authenticate);

    app.post(
      '/auth/logout-all',
      signedIn({
        summary: "Revoke every token of the bearer's user (log out everywhere)",
        response: { 200: successSchema, ...errorResponses(401) },
      }),
      async (request) => {
        await tokens.revokeAllOf(db, request.session!.user.id);
        return { success: true };
      },
    );

    app.post(
      '/auth/handoff',
      signedIn({
        summary: 'A one-time code (single use, 60 s) the profile host exchanges for its own session; tokens never travel in URLs',
        response: { 200: answerSchemaOf({ code: 'string' }), ...errorResponses(401, 429) },
      }),
      async (request): Promise<SessionHandoffResponse> => {
        const userId = request.session!.user.id;
        await limiter.enforce([[`handoff:user:${userId}`, config.limits.formsPerIp]]);
        return { code: await handoffs.create(db, userId) };
      },
    );

    app.post(
      '/auth/handoff/exchange',
      {
        schema: {
          tags: ['auth'],
          summary: "Exchange a hand-over code for a new session of the code's user",
          body: fromContract(sessionHandoffExchangeSchema),
          response: { 200: answerSchemaOf({ token: 'string', user_id: 'integer' }), ...errorResponses(422, 429) },
        },
      },
      async (request): Promise<SessionHandoffExchangeResponse> => {
        const { code } = request.body as SessionHandoffExchangeRequest;
        await limiter.enforce(codeCheckLimits(config, request.ip));
        const session = await db.transaction().execute(async (trx) => {
          const userId = await handoffs.take(trx, code);
          return userId === null ? null : { token: await tokens.issue(trx, userId), user_id: userId };
        });
        if (!session) throw handoffInvalid();
        return session;
      },
    );
  };
}
