export { SessionStore } from './session-store';
export { createTokenCookie } from '@jetkiz/web-kit';
