import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AlertStore } from './alert-store';
import styles from './alert-list.module.css';

/** Alerts are announced to screen readers: errors assertively, successes politely. */
const REGIONS = [
  { type: 'error', role: 'alert', live: 'assertive' },
  { type: 'success', role: 'status', live: 'polite' },
] as const;

export const AlertList = observer(function AlertList({ store }: { store: AlertStore }) {
  const { t } = useTranslation(['common', 'shell']);
  return (
    <div className={styles.stack}>
      {REGIONS.map(({ type, role, live }) => (
        <div key={type} role={role} aria-live={live}>
          {store.alerts
            .filter((alert) => alert.type === type)
            .map((alert) => (
              <p key={alert.id} className={`${styles.alert} ${styles[type]}`}>
                {t(alert.key)}
              </p>
            ))}
        </div>
      ))}
    </div>
  );
});
