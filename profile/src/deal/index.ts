export { DealSection, PAYMENT_POLLS, PAYMENT_POLL_MS } from './deal-section';
export type { DealSectionProps } from './deal-section';
export { DealStore, leaveInThisTab } from './deal-store';
export type { DealLoadState, DealStep, LeavePage } from './deal-store';
