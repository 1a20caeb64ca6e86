export { ApiCall, alertKeyOf, showFailure } from './api-call';
export type { BotFields, CallOutcome } from './api-call';
