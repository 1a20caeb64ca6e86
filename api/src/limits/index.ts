export { ipRangeOf } from './ip-range';
export { createLimiter } from './limiter';
export type { LimitHit, Limiter } from './limiter';
export { codeCheckLimits, smsLimitsForAddress, smsLimitsForPhone } from './sms-limits';
