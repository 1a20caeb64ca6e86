import { Button, type ConfirmationProps } from '@jetkiz/web-kit';
import styles from './card.module.css';

/** A question in place of the button that asked it, for an action that cannot be undone (cancel, decline). */
export function InlineConfirm({ question, confirmLabel, keepLabel, busy, onConfirm, onKeep }: ConfirmationProps) {
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
