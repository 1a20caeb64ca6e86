import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { buttonClass } from './button-class';
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

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hasAttribute('disabled'));
}

/** Keeps Tab and Shift+Tab inside the dialog. */
function trapTab(event: KeyboardEvent<HTMLElement>, root: HTMLElement): void {
  const focusables = focusablesIn(root);
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal confirmation: focus moves to its main action, stays inside while it is open and returns to where it was
 * on close; Escape, the backdrop and Cancel close it unless it is busy. Buttons are never `disabled` while busy,
 * so focus does not fall out of the dialog; they announce the wait with aria-disabled instead.
 */
export function ConfirmDialog({ title, children, confirmLabel, busyLabel, cancelLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const busyRef = useRef(busy);
  busyRef.current = busy;
  const cancelRef = useRef(onCancel);
  cancelRef.current = onCancel;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const scroll = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    confirmRef.current?.focus();
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      if (!busyRef.current) cancelRef.current();
    };
    document.addEventListener('keydown', onEscape, true);
    return () => {
      document.removeEventListener('keydown', onEscape, true);
      document.body.style.overflow = scroll;
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const cancel = () => {
    if (!busy) onCancel();
  };
  const confirm = () => {
    if (!busy) onConfirm();
  };

  return createPortal(
    <div className={styles.backdrop} onClick={cancel}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        aria-busy={busy}
        className={styles.dialog}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => {
          if (event.key === 'Tab' && dialogRef.current) trapTab(event, dialogRef.current);
        }}
      >
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        <div id={bodyId}>{children}</div>
        <div className={styles.dialogActions}>
          <button type="button" className={buttonClass('secondary')} aria-disabled={busy} onClick={cancel}>
            {cancelLabel}
          </button>
          <button ref={confirmRef} type="button" className={buttonClass()} aria-disabled={busy} aria-busy={busy} onClick={confirm}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
