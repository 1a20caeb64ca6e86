export { financeOf, financeRoutes } from './finance-routes';
export { createPayouts, PAYOUT_JOB } from './payouts';
export type { Payouts } from './payouts';
