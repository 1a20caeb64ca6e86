export { AccountCard } from './account-card';
export { EmailConfirmationStore } from './email-confirmation-store';
