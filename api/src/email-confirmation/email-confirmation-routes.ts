import { emailConfirmationConfirmSchema, type EmailConfirmationConfirmRequest } from '@jetkiz/contracts';
import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db, DbExecutor, UserRow } from '../db';
import { ApiError, errorResponses, fromContract, requestLocale, successSchema, type Localized } from '../http';
import type { Limiter } from '../limits';
import { hashEmailToken, type EmailConfirmation } from './email-confirmation';
import TEXTS from './email-confirmation-texts.json';

const { alreadyConfirmed, linkExpired } = TEXTS satisfies Record<string, Localized>;

export interface EmailConfirmationRoutesDependencies {
  db: Db;
  config: Config;
  limiter: Limiter;
  emailConfirmation: EmailConfirmation;
  /** preHandler answering 401 without a valid bearer token; sets `request.session` */
  authenticate(request: FastifyRequest): Promise<void>;
  /** the user of the authenticated request */
  userOf(request: FastifyRequest): UserRow;
  /**
   * Work of other features once an address is confirmed, in the confirming transaction: the marketplace hands
   * the account the guest parcels left with that e-mail, which an unconfirmed address never gets.
   */
  onEmailConfirmed?: ((trx: DbExecutor, user: { id: number; email: string }) => Promise<void>)[];
}

export function emailConfirmationRoutes({
  db,
  config,
  limiter,
  emailConfirmation,
  authenticate,
  userOf,
  onEmailConfirmed = [],
}: EmailConfirmationRoutesDependencies) {
  return async function registerEmailConfirmationRoutes(app: FastifyInstance): Promise<void> {
    app.post(
      '/email-confirmation/send',
      {
        preHandler: authenticate,
        schema: {
          tags: ['email confirmation'],
          summary: 'E-mail the logged-in user a link confirming the address',
          security: [{ bearer: [] }],
          response: { 200: successSchema, ...errorResponses(401, 422, 429) },
        },
      },
      async (request) => {
        const user = userOf(request);
        const locale = requestLocale(request);
        if (user.email_confirmed_at) throw new ApiError(422, 'email_confirmed', alreadyConfirmed[locale]);
        await limiter.enforce([[`email:user:${user.id}`, config.limits.emailsPerRecipient]]);
        await db.transaction().execute((trx) => emailConfirmation.issue(trx, user, locale));
        return { success: true };
      },
    );

    app.post(
      '/email-confirmation/confirm',
      {
        schema: {
          tags: ['email confirmation'],
          summary: 'Confirm the address with the token of the e-mailed link',
          body: fromContract(emailConfirmationConfirmSchema),
          response: { 200: successSchema, ...errorResponses(422) },
        },
      },
      async (request) => {
        const body = request.body as EmailConfirmationConfirmRequest;
        const locale = requestLocale(request);
        const outcome = await db.transaction().execute(async (trx) => {
          const link = await trx
            .selectFrom('email_tokens')
            .innerJoin('users', 'users.id', 'email_tokens.user_id')
            .select([
              'email_tokens.id',
              'email_tokens.user_id',
              'email_tokens.email as token_email',
              'users.email as user_email',
              'users.email_confirmed_at',
              sql<boolean>`email_tokens.used_at is null and email_tokens.expires_at > now()`.as('live'),
            ])
            .where('email_tokens.token_hash', '=', hashEmailToken(body.token))
            .forUpdate()
            .executeTakeFirst();
          if (!link || link.token_email !== link.user_email) return 'expired';
          if (link.email_confirmed_at) return 'already';
          if (!link.live) return 'expired';
          await trx
            .updateTable('email_tokens')
            .set({ used_at: sql`now()` })
            .where('id', '=', link.id)
            .execute();
          await trx
            .updateTable('users')
            .set({ email_confirmed_at: sql`now()` })
            .where('id', '=', link.user_id)
            .execute();
          for (const hook of onEmailConfirmed) await hook(trx, { id: link.user_id, email: link.user_email });
          return 'confirmed';
        });
        if (outcome === 'already') throw new ApiError(422, 'email_confirmed', alreadyConfirmed[locale]);
        if (outcome === 'expired') throw new ApiError(422, 'token_expired', linkExpired[locale]);
        return { success: true };
      },
    );
  };
}
