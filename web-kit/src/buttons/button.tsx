import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import styles from './buttons.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'danger' | 'quiet' | 'link';

/** Class names of a button, or of a link drawn as one. */
export function buttonClass(variant: ButtonVariant = 'primary', extra?: string): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** a request runs: the button is disabled and says it is busy (spec §4) */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', loading = false, className, type = 'button', disabled, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    />
  );
}

/** A link that looks like a button: it leads somewhere rather than acting here. */
export function ButtonLink({
  variant = 'primary',
  className,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant }) {
  return <a className={buttonClass(variant, className)} {...props} />;
}
