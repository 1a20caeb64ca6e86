import type { ReactNode, Ref } from 'react';
import styles from './form-controls.module.css';

interface ButtonProps {
  children: ReactNode;
  disabled?: boolean;
  busy?: boolean;
  onClick?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** The step's main action; disabled while its form is invalid or a request runs (spec §4). */
export function SubmitButton({ children, disabled, busy }: ButtonProps) {
  return (
    <button type="submit" className={styles.primary} disabled={disabled || busy} aria-busy={busy || undefined}>
      {children}
    </button>
  );
}

export function PrimaryButton({ children, disabled, busy, onClick, ref }: ButtonProps) {
  return (
    <button ref={ref} type="button" className={styles.primary} disabled={disabled || busy} aria-busy={busy || undefined} onClick={onClick}>
      {children}
    </button>
  );
}

export function SecondaryButton({ children, disabled, onClick, ref }: ButtonProps) {
  return (
    <button ref={ref} type="button" className={styles.secondary} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}

/** Moves within the flow (another modal, a step back); looks like a link, acts as a button. */
export function LinkButton({ children, disabled, onClick }: ButtonProps) {
  return (
    <button type="button" className={styles.link} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}

export function FormError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className={styles.formError}>
      {children}
    </p>
  );
}

export function Actions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

export function Links({ children }: { children: ReactNode }) {
  return <div className={styles.links}>{children}</div>;
}
