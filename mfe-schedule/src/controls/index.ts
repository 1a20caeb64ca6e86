export { buttonClass } from './button-class';
export type { ButtonLook } from './button-class';
export { ConfirmDialog } from './confirm-dialog';
export { DateField } from './date-field';
export { LoadingList } from './loading-list';
export { SelectField } from './select-field';
export { SiteLink } from './site-link';
export type { SelectOption } from './select-field';
export { StatePanel } from './state-panel';
