import { Button, type ConfirmationProps } from '@jetkiz/web-kit';
import { Modal, Form } from '@jetkiz/web-kit/forms';
import { useId, useRef, type ReactNode } from 'react';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps extends ConfirmationProps {
  text: string;
  /** the confirming button's label while the call runs */
  busyLabel: string;
  danger?: boolean;
  /** the first control inside takes the focus (a field to fill), not the keep button */
  focusFirst?: boolean;
  /** e.g. the field of a problem report, and errors */
  children?: ReactNode;
}

/**
 * An action asked once more in a modal <dialog>: the keep button has the focus, so a stray Enter sends nothing;
 * while the call runs nothing closes it (Escape included) and the confirming button cannot be pressed again. Its
 * buttons say so with aria-disabled rather than `disabled`, so the focus does not fall out of the dialog.
 */
export function ConfirmDialog({
  question,
  text,
  confirmLabel,
  busyLabel,
  keepLabel,
  busy,
  danger = false,
  focusFirst = false,
  onConfirm,
  onKeep,
  children,
}: ConfirmDialogProps) {
  const textId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Modal locked={busy} onClose={onKeep} closeButton={false} initialFocus={focusFirst ? undefined : keep} describedBy={textId}>
      <Form
        className={styles.dialog}
        onSubmit={() => {
          if (!busy) onConfirm();
        }}
      >
        <h2>{question}</h2>
        <p id={textId}>{text}</p>
        {children}
        <div className={styles.actions}>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} aria-disabled={busy} aria-busy={busy || undefined}>
            {busy ? busyLabel : confirmLabel}
          </Button>
          <Button ref={keep} variant="secondary" aria-disabled={busy} onClick={() => !busy && onKeep()}>
            {keepLabel}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
