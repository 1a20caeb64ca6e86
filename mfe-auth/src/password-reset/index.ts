export { PasswordResetModal } from './password-reset-modal';
export type { PasswordResetModalName, PasswordResetModalProps } from './password-reset-modal';
