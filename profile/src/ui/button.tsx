import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import styles from './ui.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';

function classOf(variant: ButtonVariant, extra?: string): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(' ');
}

export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={classOf(variant, className)} {...props} />;
}

/** A link that looks like a button: it leads somewhere (often to the main site) rather than acting here. */
export function ButtonLink({ variant = 'primary', className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant }) {
  return <a className={classOf(variant, className)} {...props} />;
}
