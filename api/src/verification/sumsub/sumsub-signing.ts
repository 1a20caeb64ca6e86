import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * X-App-Access-Sig of a Sumsub API call: lowercase hex HMAC-SHA256, with the app token's secret key, of the
 * timestamp (X-App-Access-Ts, seconds), the upper-case method, the path with its query, and the body's bytes.
 */
export function requestSignature(secretKey: string, ts: string, method: string, pathWithQuery: string, body?: Buffer): string {
  const hmac = createHmac('sha256', secretKey).update(ts + method.toUpperCase() + pathWithQuery);
  if (body) hmac.update(body);
  return hmac.digest('hex');
}

/** The digest algorithms a Sumsub webhook names in X-Payload-Digest-Alg, by Node's names. */
export const PAYLOAD_DIGEST_ALGORITHMS = { HMAC_SHA256_HEX: 'sha256', HMAC_SHA512_HEX: 'sha512' } as const;

export type PayloadDigestAlgorithm = keyof typeof PAYLOAD_DIGEST_ALGORITHMS;

/** X-Payload-Digest of a webhook: hex HMAC of the raw body with the webhook's secret key. */
export function payloadDigest(secret: string, rawBody: Buffer, algorithm: PayloadDigestAlgorithm = 'HMAC_SHA256_HEX'): string {
  return createHmac(PAYLOAD_DIGEST_ALGORITHMS[algorithm], secret).update(rawBody).digest('hex');
}

/**
 * Whether the headers sign this raw body, compared in constant time. A missing digest or an algorithm other than
 * SHA-256/512 fails (SHA-1, which Sumsub also offers, is not accepted; a missing algorithm header means SHA-256).
 */
export function payloadDigestMatches(secret: string, rawBody: Buffer, digest: unknown, algorithm: unknown): boolean {
  if (typeof digest !== 'string' || !/^[\da-f]+$/i.test(digest)) return false;
  const name = algorithm === undefined ? 'HMAC_SHA256_HEX' : algorithm;
  if (typeof name !== 'string' || !Object.hasOwn(PAYLOAD_DIGEST_ALGORITHMS, name)) return false;
  const expected = Buffer.from(payloadDigest(secret, rawBody, name as PayloadDigestAlgorithm), 'hex');
  const given = Buffer.from(digest.length % 2 === 0 ? digest : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
