export { createTokenCookie, sharedCookieAttributes, tokenCookieAttributes } from './token-cookie';
export type { TokenCookie, TokenCookieSettings } from './token-cookie';
