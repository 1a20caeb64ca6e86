export { Actions, FormError, LinkButton, Links, PrimaryButton, SecondaryButton, SubmitButton } from './buttons';
export { PHONE_FIELD_MASK, SMS_CODE_FIELD_MASK } from './masks';
export { ModalSection } from './modal-section';
export { StepForm } from './step-form';
export { TextField } from './text-field';
export type { FieldMask } from './masks';
export type { TextFieldProps } from './text-field';
export { useInitialFocus } from './use-initial-focus';
