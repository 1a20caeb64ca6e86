import type { ReactNode } from 'react';
import styles from './fields.module.css';

/** An error of the whole form (not of one field), announced at once. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className={styles.formError}>
      {children}
    </p>
  );
}
