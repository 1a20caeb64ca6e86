import { sql } from 'kysely';
import type { Config } from '../config';
import type { Db } from '../db';
import { tooManyRequests, type Localized, type SiteLocale } from '../http';
import type { Limiter } from '../limits';
import type { Outbox } from '../outbox';
import TEXTS from './auth-texts.json';

const { lockSms, lockSubject } = TEXTS satisfies Record<string, Localized>;

/** The longest lock, however many came before. */
const MAX_LOCK_SECONDS = 24 * 3600;
/** Locks further apart than this start again from the first lock's length. */
const LOCK_MEMORY_HOURS = 24;

export interface LoginLocks {
  /** 429 while the phone is locked: checked before the password is (so a right password is refused too). */
  assertUnlocked(phone: string): Promise<void>;
  /** Counts a failed login for phone from any address; too many lock it, and its owner (if any) is told. */
  recordFailure(phone: string, owner: { phone_number: string; email: string } | undefined, locale: SiteLocale): Promise<void>;
}

/**
 * A per-account limit independent of the address (addresses are cheap for an attacker): after
 * `limits.loginFailuresPerPhone` failures in its window the phone is locked, each lock twice as long as the last.
 */
export function createLoginLocks({
  db,
  config,
  limiter,
  outbox,
}: {
  db: Db;
  config: Config;
  limiter: Limiter;
  outbox: Outbox;
}): LoginLocks {
  const rule = config.limits.loginFailuresPerPhone;
  const base = config.loginLockSeconds;

  return {
    async assertUnlocked(phone) {
      const lock = await db
        .selectFrom('login_locks')
        .select(sql<number>`extract(epoch from (locked_until - now()))::float8`.as('left'))
        .where('phone', '=', phone)
        .where('locked_until', '>', sql<Date>`now()`)
        .executeTakeFirst();
      if (lock) throw tooManyRequests(lock.left);
    },

    async recordFailure(phone, owner, locale) {
      const { hits } = await limiter.hit(`login-failure:phone:${phone}`, rule);
      if (hits < rule.limit) return;
      await db.transaction().execute(async (trx) => {
        const locked = await trx
          .insertInto('login_locks')
          .values({ phone, locks: 1, locked_until: sql<Date>`now() + make_interval(secs => ${base})`, updated_at: sql<Date>`now()` })
          .onConflict((conflict) =>
            conflict
              .column('phone')
              .doUpdateSet({
                locks: sql<number>`case when login_locks.updated_at < now() - make_interval(hours => ${LOCK_MEMORY_HOURS}) then 1 else login_locks.locks + 1 end`,
                locked_until: sql<Date>`now() + make_interval(secs => least(${MAX_LOCK_SECONDS}, ${base} * power(2, case when login_locks.updated_at < now() - make_interval(hours => ${LOCK_MEMORY_HOURS}) then 0 else login_locks.locks end)))`,
                updated_at: sql<Date>`now()`,
              })
              // A failure while already locked (a race of parallel tries) does not extend or announce the lock again.
              .where(sql<boolean>`login_locks.locked_until <= now()`),
          )
          .returning('locks')
          .executeTakeFirst();
        if (!locked || !owner) return;
        await outbox.add(trx, { channel: 'sms', to: owner.phone_number, body: lockSms[locale] });
        await outbox.add(trx, { channel: 'email', to: owner.email, subject: lockSubject[locale], body: lockSms[locale] });
      });
    },
  };
}
