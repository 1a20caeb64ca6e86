export { EmailConfirmationModal } from './email-confirmation-modal';
export type { EmailConfirmationModalProps } from './email-confirmation-modal';
