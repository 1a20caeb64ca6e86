import styles from './ui.module.css';

export type BadgeTone = 'neutral' | 'pending' | 'success' | 'failure';

export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
