export { createLimiter } from './limiter';
export type { LimitHit, Limiter } from './limiter';
