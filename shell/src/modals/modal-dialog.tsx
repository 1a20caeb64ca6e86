import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { trapFocus } from './focus-trap';
import { labelByHeading } from './label-by-heading';
import { lockBodyScroll } from './scroll-lock';
import styles from './modal-dialog.module.css';

interface ModalDialogProps {
  /** while loading, Escape and the close button do nothing (spec §2) */
  locked: boolean;
  onClose: () => void;
  /** changes when another modal replaces the content, to bring focus back in */
  contentKey: string;
  wide?: boolean;
  children: ReactNode;
}

/** The frame of every modal: focus kept inside and given back on close, body scroll locked, Escape closes. */
export function ModalDialog({ locked, onClose, contentKey, wide = false, children }: ModalDialogProps) {
  const { t } = useTranslation('shell');
  const dialog = useRef<HTMLDivElement>(null);
  const closeRef = useRef({ locked, onClose });
  closeRef.current = { locked, onClose };

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const unlockScroll = lockBodyScroll(element.ownerDocument);
    const releaseFocus = trapFocus(element);
    const stopLabel = labelByHeading(element);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || closeRef.current.locked) return;
      event.preventDefault();
      closeRef.current.onClose();
    };
    element.ownerDocument.addEventListener('keydown', onKeyDown);
    return () => {
      element.ownerDocument.removeEventListener('keydown', onKeyDown);
      stopLabel();
      releaseFocus();
      unlockScroll();
    };
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.contains(element.ownerDocument.activeElement)) element.focus();
  }, [contentKey]);

  return (
    <div className={styles.layer}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={t('modal.dialog')}
        aria-busy={locked || undefined}
        tabIndex={-1}
        className={wide ? `${styles.dialog} ${styles.wide}` : styles.dialog}
      >
        <button type="button" className={styles.close} onClick={onClose} disabled={locked} aria-label={t('modal.close')}>
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </div>
  );
}
