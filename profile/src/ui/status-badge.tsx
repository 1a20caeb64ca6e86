import type { BindStatus } from '@jetkiz/contracts';
import styles from './ui.module.css';

export type BadgeTone = 'neutral' | 'pending' | 'success' | 'failure';

/** How a bind's (and its deal's) status reads on a badge. */
export const BIND_STATUS_TONE: Readonly<Record<BindStatus, BadgeTone>> = {
  pending: 'pending',
  accepted: 'success',
  declined: 'failure',
  paid: 'success',
  picked_up: 'success',
  delivered: 'success',
  completed: 'success',
  cancelled: 'neutral',
  refunded: 'neutral',
};

export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
