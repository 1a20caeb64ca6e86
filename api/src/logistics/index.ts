export { CAPTURE_JOB, REFUND_JOB, TRACK_JOB, VOID_JOB } from './claim-context';
export type { LogisticsContext } from './claim-context';
export { nextActionsOf } from './claim-records';
export { createLogistics } from './register-logistics';
export type { Logistics } from './register-logistics';
