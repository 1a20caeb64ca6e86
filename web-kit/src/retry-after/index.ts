export { ReasonWithRetry } from './retry-after';
export type { ReasonWithRetryProps } from './retry-after';
