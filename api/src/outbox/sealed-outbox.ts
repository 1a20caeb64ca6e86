import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Outbox } from './outbox';
import type { Senders } from './senders';

const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The AES-256-GCM key of outbox bodies, derived from the configured secret (never the secret itself). */
function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'jetkiz-outbox', 'outbox body v1', 32));
}

export interface BodySeal {
  seal(body: string): string;
  /** The plain body of a sealed one; a body written before sealing was configured comes back as it is. */
  open(body: string): string;
}

export function bodySeal(secret: string): BodySeal {
  const key = keyOf(secret);
  return {
    seal(body) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(body, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(body) {
      if (!body.startsWith(PREFIX)) return body;
      const raw = Buffer.from(body.slice(PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * Codes and link tokens must never rest in plain text (production): with a secret, bodies are stored sealed
 * (AES-256-GCM) and opened only on their way to the provider. Without one (development) the outbox stays
 * readable, which /dev/outbox needs.
 */
export function sealedOutbox(secret: string | undefined, build: (senders: Senders) => Outbox, senders: Senders): Outbox {
  if (!secret) return build(senders);
  const seal = bodySeal(secret);
  const opening = (sender: Senders['sms']): Senders['sms'] => ({
    name: sender.name,
    send: (message) => sender.send({ ...message, body: seal.open(message.body) }),
  });
  const outbox = build({ sms: opening(senders.sms), email: opening(senders.email) });
  return {
    ...outbox,
    add: (executor, message) => outbox.add(executor, { ...message, body: seal.seal(message.body) }),
    latestTo: async (recipient, limit) =>
      (await outbox.latestTo(recipient, limit)).map((item) => ({ ...item, body: seal.open(item.body) })),
  };
}
