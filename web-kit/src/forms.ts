// The web kit's second half, `@jetkiz/web-kit/forms`: what a first paint does not draw (fields and forms, the modal,
// parcel photos, the resend countdown, token confirmation, private pages, a remote's own texts). Apps share it as a
// lazy singleton (tools/build-config), so it loads with the first form or modal, not with the shell.
export { CitiesFailedNote } from './city-list';
export { Countdown, everySecond } from './countdown';
export type { Ticker } from './countdown';
export {
  AmountField,
  CheckboxField,
  ChoiceField,
  CodeField,
  EmailField,
  FieldErrors,
  FieldFrame,
  FormError,
  PasswordField,
  PhoneField,
  SelectField,
  TextareaField,
  TextField,
  choiceOptions,
  formStyles,
  plainField,
} from './fields';
export type { BoundField, TextFieldProps } from './fields';
export { Form } from './form';
export { Modal } from './modal';
export { ParcelPhotos } from './parcel-photos';
export { BROWSER_PAGE_WINDOW, openPrivatePage } from './private-page';
export type { PageWindow } from './private-page';
export { TokenConfirmation } from './token-confirmation';
export type { ConfirmationState } from './token-confirmation';
export { remoteTexts } from './remote-texts';
