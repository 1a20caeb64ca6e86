export { SessionNotice } from './session-notice';
export { HandoffPrompt } from './handoff-prompt';
export { LogoutEverywhere } from './logout-everywhere';
export { SessionStore } from './session-store';
export { createTokenCookie } from '@jetkiz/web-kit';
export { takeHandoffCode } from './session-handoff';
