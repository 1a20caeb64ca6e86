import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 of a webhook's raw body with the provider's secret, the scheme ioka and our simulator both use. */
export function webhookSignature(secret: string, rawBody: Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Compared in constant time; a missing, repeated or malformed header fails. */
export function webhookSignatureMatches(secret: string, rawBody: Buffer, header: unknown): boolean {
  if (typeof header !== 'string' || !/^[\da-f]{64}$/i.test(header)) return false;
  return timingSafeEqual(Buffer.from(header, 'hex'), Buffer.from(webhookSignature(secret, rawBody), 'hex'));
}
