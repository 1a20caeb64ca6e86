import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AlertStore } from './alert-store';
import styles from './alert-list.module.css';

/** Alerts are announced to screen readers: errors assertively, successes politely. */
export const AlertList = observer(function AlertList({ store }: { store: AlertStore }) {
  const { t } = useTranslation(['common', 'shell']);
  return (
    <div className={styles.stack}>
      <div role="alert" aria-live="assertive">
        {store.alerts
          .filter((a) => a.type === 'error')
          .map((alert) => (
            <p key={alert.id} className={`${styles.alert} ${styles.error}`}>
              {t(alert.key)}
            </p>
          ))}
      </div>
      <div role="status" aria-live="polite">
        {store.alerts
          .filter((a) => a.type === 'success')
          .map((alert) => (
            <p key={alert.id} className={`${styles.alert} ${styles.success}`}>
              {t(alert.key)}
            </p>
          ))}
      </div>
    </div>
  );
});
