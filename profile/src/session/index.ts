export { SessionNotice } from './session-notice';
export { SessionStore } from './session-store';
export { createTokenCookie } from './token-cookie';
export { takeHandedOverToken } from './token-hand-over';
