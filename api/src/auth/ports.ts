import type { LoginResponse } from '@jetkiz/contracts';
import type { BotCheck } from '../bot-check';
import type { Config } from '../config';
import type { Db, DbExecutor } from '../db';
import type { SiteLocale } from '../http';
import type { Limiter } from '../limits';
import type { PhoneConfirmation } from '../phone-confirmation';
import type { GuestAccounts } from './accounts';
import type { Authenticator } from './authenticate';
import type { LoginLocks } from './login-locks';
import type { PasswordHasher } from './password-hashing';
import type { SessionTokens } from './session-tokens';

/** What auth needs of phone confirmation; the app hands in the phone-confirmation feature. */
export type PhoneCodeGate = Pick<PhoneConfirmation, 'send' | 'check' | 'consume' | 'errorFor'>;

/** What auth needs of e-mail confirmation: the link sent after sign-up. */
export interface EmailConfirmationSender {
  issue(trx: DbExecutor, user: { id: number; email: string }, locale: SiteLocale): Promise<void>;
}

export type LoginActionFields = Pick<LoginResponse, 'action' | 'message' | 'redirect_to' | 'parcel_id' | 'bind_id' | 'chat_channel_id'>;

/** What auth needs of pending actions: the next one to hand over at login. */
export interface LoginActions {
  takeNext(trx: DbExecutor, userId: number): Promise<LoginActionFields | null>;
}

/**
 * Work of other features at sign-in (register and login), inside the transaction that signs the user in and
 * before the login action is taken; e.g. the marketplace hands a guest's parcels to the account of that e-mail.
 */
export type SignInHook = (trx: DbExecutor, user: { id: number; email: string }) => Promise<void>;

export interface AuthDependencies {
  db: Db;
  config: Config;
  limiter: Limiter;
  botCheck: BotCheck;
  hasher: PasswordHasher;
  tokens: SessionTokens;
  authenticator: Authenticator;
  guestAccounts: GuestAccounts;
  phoneCodes: PhoneCodeGate;
  emailConfirmation: EmailConfirmationSender;
  loginActions: LoginActions;
  /** the per-phone lock after too many failed logins, whatever the address */
  loginLocks: LoginLocks;
  /** none by default */
  signInHooks?: SignInHook[];
}
