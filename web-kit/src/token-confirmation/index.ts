export { TokenConfirmation } from './token-confirmation';
export type { ConfirmationCalls, ConfirmationState } from './token-confirmation';
