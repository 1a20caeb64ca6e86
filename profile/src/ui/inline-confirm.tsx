import { Button } from '@jetkiz/web-kit';
import styles from './card.module.css';

interface InlineConfirmProps {
  question: string;
  /** the label of the confirming button, e.g. 'Yes, cancel' or, while busy, 'Cancelling…' */
  confirmLabel: string;
  keepLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}

/** A question in place of the button that asked it, for an action that cannot be undone (cancel, decline). */
export function InlineConfirm({ question, confirmLabel, keepLabel, busy, onConfirm, onKeep }: InlineConfirmProps) {
  return (
    <div role="group" aria-label={question}>
      <p>{question}</p>
      <div className={styles.actions}>
        <Button variant="danger" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onKeep}>
          {keepLabel}
        </Button>
      </div>
    </div>
  );
}
