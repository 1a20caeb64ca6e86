import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header carrying the simulator's signature: hex HMAC-SHA256 of the raw body with SIMULATOR_WEBHOOK_SECRET. */
export const SIMULATOR_SIGNATURE_HEADER = 'x-simulator-signature';

export function simulatorSignature(secret: string, rawBody: Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Compared in constant time; a missing, repeated or malformed header fails. */
export function simulatorSignatureMatches(secret: string, rawBody: Buffer, header: unknown): boolean {
  if (typeof header !== 'string' || !/^[\da-f]{64}$/i.test(header)) return false;
  return timingSafeEqual(Buffer.from(header, 'hex'), Buffer.from(simulatorSignature(secret, rawBody), 'hex'));
}
