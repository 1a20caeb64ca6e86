export { FinanceSection } from './finance-section';
export { FinanceStore, TRANSACTIONS_PER_PAGE, tengeAmountOf } from './finance-store';
export type { FinanceFilters, FinanceLoadState } from './finance-store';
export { PayoutCard } from './payout-card';
export { PayoutCardStore } from './payout-card-store';
