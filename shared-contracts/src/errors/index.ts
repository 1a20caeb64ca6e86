export { isErrorType } from './error-type';
export type { ApiErrorBody, ErrorType } from './error-type';
export { messageKeyFor } from './message-key-for';
export type { MessageKeyOptions } from './message-key-for';
export { MESSAGE_KEYS } from './message-keys';
export type { MessageKey } from './message-keys';
export { alertOfError, retryAfterSecondsOf } from './alert-of-error';
export type { AlertMessage } from './alert-of-error';
