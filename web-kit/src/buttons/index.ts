export { Button, ButtonLink, buttonClass } from './button';
export type { ButtonProps, ButtonVariant } from './button';
