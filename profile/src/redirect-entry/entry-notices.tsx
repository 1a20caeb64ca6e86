import { useCommonTexts, useProfileTexts } from '../i18n';
import type { EntryAlertKey } from './entry-alerts';
import { Button } from '@jetkiz/web-kit';
import styles from './entry-notices.module.css';

/** The message of a login's `alert` action: the text of a known key, in the user's language. */
export function AlertNotice({ message, onDismiss }: { message: EntryAlertKey; onDismiss: () => void }) {
  const { t } = useProfileTexts();
  const { t: common } = useCommonTexts();
  return (
    <div className={styles.notice} role="status">
      <p>{common(message)}</p>
      <Button variant="link" onClick={onDismiss}>
        {t('redirect.dismiss')}
      </Button>
    </div>
  );
}
