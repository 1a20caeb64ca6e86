export { scheduleIdlePrefetch, visibleLinksIn } from './idle-prefetch';
export type { ConnectionHints } from './idle-prefetch';
