import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only: a name for an icon button, a heading a sighted user does not need. */
export function VisuallyHidden({ as: Tag = 'span', children }: { as?: 'span' | 'h2' | 'p'; children: ReactNode }) {
  return <Tag className={styles.visuallyHidden}>{children}</Tag>;
}
