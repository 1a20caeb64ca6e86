export { ipRangeOf } from './ip-range';
export { createLimiter } from './limiter';
export type { LimitHit, Limiter } from './limiter';
export { smsLimitsForAddress, smsLimitsForPhone } from './sms-limits';
