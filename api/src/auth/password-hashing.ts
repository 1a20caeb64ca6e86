import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHashCost } from '../config';

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the time of a real verify, so an unknown phone answers as slowly as a wrong password. */
  verifyNothing(password: string): Promise<false>;
}

function derive(password: string, salt: Buffer, { N, r, p }: PasswordHashCost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is below the production cost.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * scrypt (node:crypto) with the cost stored beside each hash: `scrypt$N$r$p$salt$key`, so the cost can rise
 * later without breaking stored passwords. Production default N=2^17, r=8, p=1 (OWASP's scrypt row).
 */
export function createPasswordHasher(cost: PasswordHashCost): PasswordHasher {
  let dummy: Promise<string> | undefined;

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const key = await derive(password, salt, cost);
    return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async function verify(password: string, stored: string): Promise<boolean> {
    const [scheme, N, r, p, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64');
    const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(N), r: Number(r), p: Number(p) });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  return {
    hash,
    verify,
    async verifyNothing(password) {
      dummy ??= hash('not a real password');
      await verify(password, await dummy);
      return false;
    },
  };
}
