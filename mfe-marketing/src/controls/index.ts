export { buttonClass } from './button-class';
export { focusField } from './focus-field';
export { default as pageStyles } from './page.module.css';
export { SelectField } from './select-field';
export type { SelectOption } from './select-field';
export { SiteLink } from './site-link';
export { TextField } from './text-field';
export { useNearViewport } from './use-near-viewport';
