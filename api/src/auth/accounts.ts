import { MESSAGE_KEYS, formatPhone, type User, type VerificationStatus } from '@jetkiz/contracts';
import type { Config } from '../config';
import type { DbExecutor, UserRow } from '../db';
import { validationError, type Localized, type SiteLocale } from '../http';
import type { Outbox } from '../outbox';
import TEXTS from './auth-texts.json';

const { loginInfoSubject, loginInfoBody } = TEXTS satisfies Record<string, Localized>;

/** A user as the API shows it; a new account has not started verification, GET /me reads the real status. */
export function toUser(row: UserRow, verificationStatus: VerificationStatus = 'not_started'): User {
  return {
    id: row.id,
    first_name: row.first_name,
    email: row.email,
    phone_number: row.phone_number,
    avatar_url: row.avatar_url,
    email_confirmed: row.email_confirmed_at !== null,
    verification_status: verificationStatus,
  };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailTaken(): Error {
  return validationError({ email: [MESSAGE_KEYS.emailAlreadyRegistered] }, 'A user with this e-mail is already registered, log in.');
}

/** Postgres unique_violation on the given constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const { code, constraint: name } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && (name === undefined || name === constraint);
}

export interface GuestAccountRequest {
  phone: string;
  email: string;
  first_name: string;
  locale: SiteLocale;
}

export interface GuestAccounts {
  /**
   * For the marketplace: a guest creating a trip gets an account with no password and an e-mail naming the
   * login with a link to set a password by SMS code. The phone's existing account is returned as it is;
   * an e-mail that belongs to another phone answers 422 (emailAlreadyRegistered). Call inside a transaction.
   */
  create(trx: DbExecutor, request: GuestAccountRequest): Promise<{ user: User; created: boolean }>;
  /** The login-information e-mail again, to a guest account (no password yet) with this address. */
  resendLoginInformation(trx: DbExecutor, email: string, locale: SiteLocale): Promise<boolean>;
}

export function createGuestAccounts({ config, outbox }: { config: Config; outbox: Outbox }): GuestAccounts {
  async function sendLoginInformation(trx: DbExecutor, user: UserRow, locale: SiteLocale): Promise<void> {
    const query = new URLSearchParams({ modal: 'forgot-password-verify-phone', phone: user.phone_number });
    const link = `${config.siteUrl}/${locale}?${query}`;
    const body = loginInfoBody[locale]
      .replace('{name}', user.first_name)
      .replace('{login}', formatPhone(user.phone_number))
      .replace('{link}', link);
    await outbox.add(trx, { channel: 'email', to: user.email, subject: loginInfoSubject[locale], body });
  }

  return {
    async create(trx, { phone, email, first_name, locale }) {
      const existing = await trx.selectFrom('users').selectAll().where('phone_number', '=', phone).executeTakeFirst();
      if (existing) return { user: toUser(existing), created: false };
      const address = normalizeEmail(email);
      const owner = await trx.selectFrom('users').select('id').where('email', '=', address).executeTakeFirst();
      if (owner) throw emailTaken();
      const user = await trx
        .insertInto('users')
        .values({ phone_number: phone, email: address, first_name: first_name.trim(), password_hash: null })
        .returningAll()
        .executeTakeFirstOrThrow();
      await sendLoginInformation(trx, user, locale);
      return { user: toUser(user), created: true };
    },
    async resendLoginInformation(trx, email, locale) {
      const guest = await trx
        .selectFrom('users')
        .selectAll()
        .where('email', '=', normalizeEmail(email))
        .where('password_hash', 'is', null)
        .executeTakeFirst();
      if (!guest) return false;
      await sendLoginInformation(trx, guest, locale);
      return true;
    },
  };
}
