export { Avatar } from './avatar';
export type { AvatarProps } from './avatar';
export { Button, ButtonLink, buttonClass } from './buttons';
export type { ButtonProps, ButtonVariant } from './buttons';
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
  formStyles,
  plainField,
} from './fields';
export type {
  AmountFieldProps,
  BoundField,
  ChoiceFieldProps,
  ControlProps,
  FieldFrameProps,
  Option,
  SelectFieldProps,
  TextFieldProps,
} from './fields';
export { Form } from './form';
export type { FormProps } from './form';
export { Modal } from './modal';
export type { ModalProps } from './modal';
export { requiredContext } from './required-context';
export { ParcelPhotos } from './parcel-photos';
export type { ParcelPhotosProps } from './parcel-photos';
export { TitledSection } from './titled-section';
export type { TitledSectionProps } from './titled-section';
export { BROWSER_PAGE_WINDOW, openPrivatePage } from './private-page';
export type { PageWindow } from './private-page';
export { createLocaleCookie, localeCookieAttributes } from './locale-cookie';
export type { LocaleCookie, LocaleCookieSettings } from './locale-cookie';
export { LANG_PARAM, profileLink, siteLink } from './locale-links';
export { ProfileLink, SiteLink, leaveSite } from './site-link';
export { skeletonStyles } from './skeleton';
export type { LeaveSite } from './site-link';
export { TokenConfirmation } from './token-confirmation';
export type { ConfirmationCalls, ConfirmationState } from './token-confirmation';
export { remoteTexts } from './remote-texts';
export type { RemoteTexts, TextsByLanguage, TextsRegistry } from './remote-texts';
export { createTokenCookie, tokenCookieAttributes } from './token-cookie';
export type { TokenCookie, TokenCookieSettings } from './token-cookie';
export { useNearViewport } from './viewport';
export { VisuallyHidden } from './visually-hidden';
