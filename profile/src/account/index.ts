export { AccountCard } from './account-card';
export type { Ticker } from './countdown';
export { EmailConfirmationStore } from './email-confirmation-store';
