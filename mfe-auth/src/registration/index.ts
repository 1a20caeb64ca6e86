export { RegistrationModal } from './registration-modal';
export type { RegistrationModalName, RegistrationModalProps } from './registration-modal';
