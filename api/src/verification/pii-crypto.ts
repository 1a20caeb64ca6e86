import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/** Personal data at rest: AES-256-GCM with a random IV per value, and a keyed hash to find equal values. */
export interface PiiCrypto {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  /** HMAC-SHA-256 under a key derived from the encryption key (HKDF), so the hash alone reveals nothing */
  hash(plain: string): string;
}

export function createPiiCrypto(key: Buffer): PiiCrypto {
  if (key.length !== 32) throw new Error('The PII encryption key must be 32 bytes');
  const hashKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'jetkiz pii hash', 32));
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    decrypt(sealed) {
      const [version, data] = sealed.split('.');
      if (version !== VERSION || !data) throw new Error('Unknown PII encoding');
      const bytes = Buffer.from(data, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
    hash(plain) {
      return createHmac('sha256', hashKey).update(plain).digest('hex');
    },
  };
}
