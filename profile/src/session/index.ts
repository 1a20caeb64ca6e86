export { SessionNotice } from './session-notice';
export { SessionStore } from './session-store';
export { createTokenCookie } from '@jetkiz/web-kit';
export { takeHandedOverToken } from './token-hand-over';
