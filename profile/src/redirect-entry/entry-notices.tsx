import { useProfileTexts } from '../i18n';
import { Button } from '../ui';
import styles from './entry-notices.module.css';

/** The message of a login's `alert` action, shown as text (it comes from the address, never as markup). */
export function AlertNotice({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { t } = useProfileTexts();
  return (
    <div className={styles.notice} role="status">
      <p>{message}</p>
      <Button variant="quiet" onClick={onDismiss}>
        {t('redirect.dismiss')}
      </Button>
    </div>
  );
}

/**
 * A chat link arrived, but chat does not exist yet: say so plainly and point at the request (bind) the
 * conversation belongs to. `found` is null while the parcels and trips are still loading.
 */
export function ChatNotice({ found }: { found: boolean | null }) {
  const { t } = useProfileTexts();
  if (found === null) return null;
  return (
    <div className={`${styles.notice} ${styles.chat}`} role="status">
      <p>{t(found ? 'redirect.chatFound' : 'redirect.chatNotFound')}</p>
    </div>
  );
}
