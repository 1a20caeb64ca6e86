import type { ReactNode } from 'react';
import styles from './form-controls.module.css';

export function Actions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

export function Links({ children }: { children: ReactNode }) {
  return <div className={styles.links}>{children}</div>;
}
