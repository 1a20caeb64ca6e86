import { createHmac, timingSafeEqual } from 'node:crypto';

/** ioka's webhook signature header: hex HMAC-SHA256 of the raw body with the webhook's secret from ioka's dashboard. */
export const IOKA_SIGNATURE_HEADER = 'x-signature';

export function iokaSignature(secret: string, rawBody: Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Constant-time; a missing, repeated or malformed header fails. */
export function iokaSignatureMatches(secret: string, rawBody: Buffer, header: unknown): boolean {
  if (typeof header !== 'string' || !/^[\da-f]{64}$/i.test(header)) return false;
  return timingSafeEqual(Buffer.from(header, 'hex'), Buffer.from(iokaSignature(secret, rawBody), 'hex'));
}
