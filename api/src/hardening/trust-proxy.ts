import type { TrustProxy } from '../config';

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count trusts the socket's peer and the next hops to the left in
 * X-Forwarded-For, so the client address is the entry the outermost trusted proxy appended, never the leftmost
 * one a client may have written itself (Fastify's own numeric setting trusts nothing, so it is a function here).
 */
export function trustProxyOption(trustProxy: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy === 'number') {
    const hops = trustProxy;
    return (_address, hop) => hop < hops;
  }
  return trustProxy;
}
