import { MESSAGE_KEYS } from '@jetkiz/contracts';
import type { Db, DbExecutor, PhoneCodePurpose } from '../db';
import { ApiError, type Localized, type SiteLocale } from '../http';
import type { LimitRule } from '../config';
import type { Limiter } from '../limits';
import type { Outbox } from '../outbox';
import type { CodeCheck, PhoneCodes } from './phone-codes';
import TEXTS from './phone-confirmation-texts.json';

const { smsText, resendLater, invalidCode, codeTimedOut, linkExpired, tooManyTries } = TEXTS satisfies Record<string, Localized>;

export interface PhoneConfirmation {
  /**
   * Issues a code and, when `deliver`, puts the SMS in the outbox, all in the caller's transaction.
   * Throws 429 phone_confirmation with the seconds left when the previous code's resend time has not come.
   */
  send(
    trx: DbExecutor,
    request: { phone: string; purpose: PhoneCodePurpose; locale: SiteLocale; resendSeconds: number; deliver: boolean },
  ): Promise<void>;
  /**
   * Confirms the code in a transaction of its own; a failed check throws `errorFor` after the commit, so a wrong try
   * stays counted.
   */
  check(db: Db, request: { phone: string; purpose: PhoneCodePurpose; code: string; locale: SiteLocale }): Promise<void>;
  consume: PhoneCodes['consume'];
  /** The error answering a failed check (call after the transaction committed, so a wrong try stays counted). */
  errorFor(check: CodeCheck, purpose: PhoneCodePurpose, locale: SiteLocale): ApiError;
}

export interface PhoneConfirmationDependencies {
  codes: PhoneCodes;
  outbox: Outbox;
  limiter: Limiter;
  /** wrong codes typed for one phone per day, across all its codes: new codes do not buy new guesses */
  wrongCodesPerDay: LimitRule;
}

export function createPhoneConfirmation({ codes, outbox, limiter, wrongCodesPerDay }: PhoneConfirmationDependencies): PhoneConfirmation {
  /** The daily cap is checked before the code is (a cheap read), and each wrong code counts toward it. */
  async function capped(trx: DbExecutor, phone: string, check: () => Promise<CodeCheck>): Promise<CodeCheck> {
    const key = `code-wrong:phone:${phone}`;
    const open = await limiter.peek(key, wrongCodesPerDay, trx);
    if (!open.allowed) return { outcome: 'exhausted', resendIn: open.retryAfter };
    const result = await check();
    if (result.outcome === 'wrong') await limiter.hit(key, wrongCodesPerDay, trx);
    return result;
  }

  function errorFor({ outcome, resendIn }: CodeCheck, purpose: PhoneCodePurpose, locale: SiteLocale): ApiError {
    switch (outcome) {
      case 'wrong':
        return new ApiError(422, 'invalid_code', invalidCode[locale], { validation_errors: { code: [MESSAGE_KEYS.invalidCode] } });
      case 'exhausted':
        return new ApiError(429, 'too_many_requests', tooManyTries[locale], { retry_after: resendIn });
      default:
        return purpose === 'register'
          ? new ApiError(422, 'register_ended', codeTimedOut[locale])
          : new ApiError(422, 'token_expired', linkExpired[locale]);
    }
  }

  return {
    async send(trx, { phone, purpose, locale, resendSeconds, deliver }) {
      const result = await codes.issue(trx, phone, purpose, resendSeconds);
      if (!result.issued) {
        throw new ApiError(429, 'phone_confirmation', resendLater[locale].replace('{seconds}', String(result.retryAfter)), {
          retry_after: result.retryAfter,
          resend_timeout: result.retryAfter,
        });
      }
      if (deliver) await outbox.add(trx, { channel: 'sms', to: phone, body: smsText[locale].replace('{code}', result.code) });
    },
    async check(db, { phone, purpose, code, locale }) {
      const result = await db.transaction().execute((trx) => capped(trx, phone, () => codes.confirm(trx, phone, purpose, code)));
      if (result.outcome !== 'ok') throw errorFor(result, purpose, locale);
    },
    consume: (trx, phone, purpose, code, requireConfirmed) =>
      capped(trx, phone, () => codes.consume(trx, phone, purpose, code, requireConfirmed)),
    errorFor,
  };
}
