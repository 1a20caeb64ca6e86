import { Button } from '@jetkiz/web-kit';
import { Modal } from '@jetkiz/web-kit/forms';
import { useId, useRef, type ReactNode } from 'react';
import styles from './controls.module.css';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  /** While the confirmed action runs the dialog cannot be closed (spec §2) and its buttons do nothing. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation on the kit's <dialog>: focus starts on its main action and returns to where it was on close;
 * Escape, the backdrop and Cancel close it unless it is busy. Buttons are never `disabled` while busy, so focus
 * does not fall out of the dialog; they announce the wait with aria-disabled instead.
 */
export function ConfirmDialog({ title, children, confirmLabel, busyLabel, cancelLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const bodyId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    if (!busy) onCancel();
  };
  const confirm = () => {
    if (!busy) onConfirm();
  };
  return (
    <Modal locked={busy} onClose={cancel} closeButton={false} initialFocus={confirmRef} describedBy={bodyId}>
      <h2 className={styles.dialogTitle}>{title}</h2>
      <div id={bodyId}>{children}</div>
      <div className={styles.dialogActions}>
        <Button variant="secondary" aria-disabled={busy} onClick={cancel}>
          {cancelLabel}
        </Button>
        <Button ref={confirmRef} aria-disabled={busy} aria-busy={busy} onClick={confirm}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
