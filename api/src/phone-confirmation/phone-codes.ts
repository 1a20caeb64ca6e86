import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_LENGTH } from '@jetkiz/contracts';
import { sql } from 'kysely';
import type { DbExecutor, PhoneCodePurpose } from '../db';

export interface PhoneCodeSettings {
  ttlSeconds: number;
  maxAttempts: number;
  confirmedWindowSeconds: number;
  /** HMAC key: a stolen table of 4-digit codes cannot be reversed without it */
  hashSecret: string;
}

export type IssueResult = { issued: true; code: string } | { issued: false; retryAfter: number };

/**
 * ok: the code is right · wrong: it is not (the try is counted) · expired: too late (or, for consume,
 * never confirmed) · exhausted: too many wrong tries, the code is dead · missing: no live code.
 */
export type CodeOutcome = 'ok' | 'wrong' | 'expired' | 'exhausted' | 'missing';

export interface CodeCheck {
  outcome: CodeOutcome;
  /** seconds until a new code may be requested */
  resendIn: number;
}

export interface PhoneCodes {
  /** A new code for phone and purpose, unless the previous one's resend time has not come. Call inside a transaction. */
  issue(trx: DbExecutor, phone: string, purpose: PhoneCodePurpose, resendSeconds: number): Promise<IssueResult>;
  /** Checks a typed code; on success the code is confirmed (still usable once by consume). */
  confirm(trx: DbExecutor, phone: string, purpose: PhoneCodePurpose, code: string): Promise<CodeCheck>;
  /**
   * Uses the code up for the step it unlocks (register, password reset). `requireConfirmed`: the code must have
   * been confirmed, and the step must come within the confirmed window.
   */
  consume(trx: DbExecutor, phone: string, purpose: PhoneCodePurpose, code: string, requireConfirmed: boolean): Promise<CodeCheck>;
}

/** One-time SMS codes: from a CSPRNG, stored as HMACs bound to phone and purpose, expiring, single use, few tries. */
export function createPhoneCodes(settings: PhoneCodeSettings): PhoneCodes {
  const { ttlSeconds, maxAttempts, confirmedWindowSeconds, hashSecret } = settings;

  function hashOf(phone: string, purpose: PhoneCodePurpose, code: string): string {
    return createHmac('sha256', hashSecret).update(`${purpose}:${phone}:${code}`).digest('hex');
  }

  function matches(storedHash: string, phone: string, purpose: PhoneCodePurpose, code: string): boolean {
    return timingSafeEqual(Buffer.from(storedHash, 'hex'), Buffer.from(hashOf(phone, purpose, code), 'hex'));
  }

  type LiveCode = NonNullable<Awaited<ReturnType<typeof liveCode>>>;

  function liveCode(trx: DbExecutor, phone: string, purpose: PhoneCodePurpose) {
    return trx
      .selectFrom('phone_codes')
      .select([
        'id',
        'code_hash',
        'attempts',
        'confirmed_at',
        sql<boolean>`expires_at <= now()`.as('expired'),
        sql<boolean>`confirmed_at is not null and confirmed_at + make_interval(secs => ${confirmedWindowSeconds}) <= now()`.as(
          'window_closed',
        ),
        sql<number>`greatest(1, ceil(extract(epoch from (resend_at - now()))))::int`.as('resend_in'),
      ])
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
  }

  async function countWrongTry(trx: DbExecutor, id: number, attempts: number): Promise<CodeOutcome> {
    await trx
      .updateTable('phone_codes')
      .set({ attempts: attempts + 1 })
      .where('id', '=', id)
      .execute();
    return 'wrong';
  }

  async function check(
    trx: DbExecutor,
    phone: string,
    purpose: PhoneCodePurpose,
    judge: (row: LiveCode) => Promise<CodeOutcome>,
  ): Promise<CodeCheck> {
    const row = await liveCode(trx, phone, purpose);
    if (!row) return { outcome: 'missing', resendIn: 1 };
    if (row.attempts >= maxAttempts) return { outcome: 'exhausted', resendIn: row.resend_in };
    return { outcome: await judge(row), resendIn: row.resend_in };
  }

  return {
    async issue(trx, phone, purpose, resendSeconds) {
      // Serialises sends for one phone and purpose across processes, so two quick clicks make one code.
      await sql`select pg_advisory_xact_lock(hashtext(${`${purpose}:${phone}`}))`.execute(trx);
      const previous = await trx
        .selectFrom('phone_codes')
        .select(sql<number>`extract(epoch from (resend_at - now()))::float8`.as('resend_in'))
        .where('phone', '=', phone)
        .where('purpose', '=', purpose)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (previous && previous.resend_in > 0) return { issued: false, retryAfter: Math.ceil(previous.resend_in) };

      await trx
        .updateTable('phone_codes')
        .set({ used_at: sql`now()` })
        .where('phone', '=', phone)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
      const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
      await trx
        .insertInto('phone_codes')
        .values({
          phone,
          purpose,
          code_hash: hashOf(phone, purpose, code),
          expires_at: sql`now() + make_interval(secs => ${ttlSeconds})`,
          resend_at: sql`now() + make_interval(secs => ${resendSeconds})`,
        })
        .execute();
      return { issued: true, code };
    },

    confirm(trx, phone, purpose, code) {
      return check(trx, phone, purpose, async (row) => {
        if (row.expired) return 'expired';
        if (!matches(row.code_hash, phone, purpose, code)) return countWrongTry(trx, row.id, row.attempts);
        await trx
          .updateTable('phone_codes')
          .set({ confirmed_at: sql`coalesce(confirmed_at, now())` })
          .where('id', '=', row.id)
          .execute();
        return 'ok';
      });
    },

    consume(trx, phone, purpose, code, requireConfirmed) {
      return check(trx, phone, purpose, async (row) => {
        if (!matches(row.code_hash, phone, purpose, code)) return countWrongTry(trx, row.id, row.attempts);
        const confirmed = row.confirmed_at !== null;
        if (confirmed ? row.window_closed : requireConfirmed || row.expired) return 'expired';
        await trx
          .updateTable('phone_codes')
          .set({ used_at: sql`now()` })
          .where('id', '=', row.id)
          .execute();
        return 'ok';
      });
    },
  };
}
