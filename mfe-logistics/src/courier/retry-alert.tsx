import { Button } from '@jetkiz/web-kit';
import { useCommonTexts, useCourierTexts } from './courier-texts';
import styles from './courier.module.css';

/** What could not be read or priced, in spec §8's words, with a retry. */
export function RetryAlert({ errorKey, onRetry }: { errorKey: string | null; onRetry: () => void }) {
  const { t } = useCourierTexts();
  const common = useCommonTexts();
  return (
    <div className={styles.failure} role="alert">
      <p>{common.t(errorKey ?? 'somethingWentWrong')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
