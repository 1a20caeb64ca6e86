import { Button, type ConfirmationProps } from '@jetkiz/web-kit';
import { Modal } from '@jetkiz/web-kit/forms';
import { useId, useRef, type ReactNode } from 'react';
import styles from './controls.module.css';

interface ConfirmDialogProps extends ConfirmationProps {
  /** the confirming button's label while the action runs */
  busyLabel: string;
  children: ReactNode;
}

/**
 * A modal confirmation on the kit's <dialog>: focus starts on its main action and returns to where it was on close;
 * Escape, the backdrop and the keep button close it unless it is busy. Buttons are never `disabled` while busy, so focus
 * does not fall out of the dialog; they announce the wait with aria-disabled instead.
 */
export function ConfirmDialog({ question, children, confirmLabel, busyLabel, keepLabel, busy, onConfirm, onKeep }: ConfirmDialogProps) {
  const bodyId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const keep = () => {
    if (!busy) onKeep();
  };
  const confirm = () => {
    if (!busy) onConfirm();
  };
  return (
    <Modal locked={busy} onClose={keep} closeButton={false} initialFocus={confirmRef} describedBy={bodyId}>
      <h2 className={styles.dialogTitle}>{question}</h2>
      <div id={bodyId}>{children}</div>
      <div className={styles.dialogActions}>
        <Button variant="secondary" aria-disabled={busy} onClick={keep}>
          {keepLabel}
        </Button>
        <Button ref={confirmRef} aria-disabled={busy} aria-busy={busy} onClick={confirm}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
