export { createLocaleCookie, localeCookieAttributes } from './locale-cookie';
export type { LocaleCookie, LocaleCookieSettings } from './locale-cookie';
