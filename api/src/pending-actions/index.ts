export { createPendingActions } from './pending-actions';
export type { PendingAction, PendingActions } from './pending-actions';
