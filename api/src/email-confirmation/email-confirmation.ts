import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { DbExecutor } from '../db';
import type { Localized, SiteLocale } from '../http';
import type { Outbox } from '../outbox';
import TEXTS from './email-confirmation-texts.json';

const { subject, body } = TEXTS satisfies Record<string, Localized>;

export interface EmailConfirmation {
  /** A single-use link to `/{locale}/confirm-email?token=…` e-mailed in the caller's transaction; only the token's hash is stored. */
  issue(trx: DbExecutor, user: { id: number; email: string }, locale: SiteLocale): Promise<void>;
}

export function hashEmailToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createEmailConfirmation({
  siteUrl,
  ttlHours,
  outbox,
}: {
  siteUrl: string;
  ttlHours: number;
  outbox: Outbox;
}): EmailConfirmation {
  return {
    async issue(trx, user, locale) {
      const token = randomBytes(32).toString('base64url');
      await trx
        .insertInto('email_tokens')
        .values({
          user_id: user.id,
          email: user.email,
          token_hash: hashEmailToken(token),
          expires_at: sql`now() + make_interval(hours => ${ttlHours})`,
        })
        .execute();
      const link = `${siteUrl}/${locale}/confirm-email?token=${token}`;
      await outbox.add(trx, {
        channel: 'email',
        to: user.email,
        subject: subject[locale],
        body: body[locale].replace('{link}', link).replace('{hours}', String(ttlHours)),
      });
    },
  };
}
