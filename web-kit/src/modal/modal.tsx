import { COMMON_NAMESPACE } from '@jetkiz/contracts';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { labelByHeading } from './label-by-heading';
import { lockBodyScroll } from './scroll-lock';
import styles from './modal.module.css';

export interface ModalProps {
  /** while loading, Escape, the backdrop and the close button do nothing (spec §2) */
  locked?: boolean;
  onClose: () => void;
  /** changes when other content replaces this one, to bring focus back in */
  contentKey?: string;
  wide?: boolean;
  /** the close button in the corner; a modal with its own cancel action may leave it out */
  closeButton?: boolean;
  /** what takes focus as it opens, e.g. a confirmation's main action; else the first focusable inside */
  initialFocus?: RefObject<HTMLElement | null>;
  /** the id of the text that says what the modal is about */
  describedBy?: string;
  children: ReactNode;
}

function focusInside(dialog: HTMLDialogElement): void {
  if (!dialog.contains(dialog.ownerDocument.activeElement)) dialog.focus();
}

/**
 * A native modal `<dialog>` (showModal): the browser keeps focus inside and makes the page behind inert. On top of
 * that: Escape and a backdrop click close it unless locked, focus goes back to the opener, the body does not
 * scroll, and the first heading inside names it.
 */
export function Modal({
  locked = false,
  onClose,
  contentKey,
  wide = false,
  closeButton = true,
  initialFocus,
  describedBy,
  children,
}: ModalProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const latest = useRef({ locked, onClose });
  latest.current = { locked, onClose };
  const pressedOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const document = dialog.ownerDocument;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (!latest.current.locked) latest.current.onClose();
    };
    // A browser may close the dialog without a cancelable cancel (e.g. Escape pressed twice with no user
    // activation between): a locked one opens again, any other is closed by its owner.
    const onNativeClose = () => {
      if (latest.current.locked) dialog.showModal();
      else latest.current.onClose();
    };
    dialog.showModal();
    initialFocus?.current?.focus();
    focusInside(dialog);
    const unlockScroll = lockBodyScroll(document);
    const stopLabel = labelByHeading(dialog);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      stopLabel();
      dialog.close();
      unlockScroll();
      if (opener?.isConnected) opener.focus();
    };
    // Opens once, on mount; later changes of the props are read through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (dialogRef.current) focusInside(dialogRef.current);
  }, [contentKey]);

  // A click whose press and release both land on the <dialog> itself, not on its content, is on the backdrop.
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    const onBackdropNow = event.target === event.currentTarget;
    if (onBackdropNow && pressedOnBackdrop.current && !locked) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={t('kit.dialog')}
      aria-describedby={describedBy}
      aria-busy={locked || undefined}
      tabIndex={-1}
      className={wide ? `${styles.dialog} ${styles.wide}` : styles.dialog}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={onBackdrop}
    >
      <div className={styles.content}>
        {closeButton && (
          <button type="button" className={styles.close} onClick={onClose} disabled={locked} aria-label={t('kit.close')}>
            <span aria-hidden="true">×</span>
          </button>
        )}
        {children}
      </div>
    </dialog>
  );
}
