export { AlertText } from './alert-text';
export { Actions, Links } from './layout';
export { ModalSection } from './modal-section';
export { StepForm } from './step-form';
export { SubmitAndBack } from './submit-and-back';
export { useInitialFocus } from './use-initial-focus';
export { NewPasswordStep, newPasswordForm } from './new-password-step';
export type { PasswordFlowStore, PasswordForm } from './new-password-step';
