import { ReasonWithRetry } from '@jetkiz/web-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ShownAlert } from './alert-store';
import type { AlertStore } from './alert-store';
import styles from './alert-list.module.css';

/** Alerts are announced to screen readers: errors assertively, successes politely. */
const REGIONS = [
  { type: 'error', role: 'alert', live: 'assertive' },
  { type: 'success', role: 'status', live: 'polite' },
] as const;

function AlertText({ alert }: { alert: ShownAlert }) {
  const { t } = useTranslation(['common', 'shell']);
  const words = 'text' in alert.words ? alert.words.text : t(alert.words.key);
  return <ReasonWithRetry reason={words} retryAfterSeconds={alert.retryAfterSeconds} />;
}

export const AlertList = observer(function AlertList({ store }: { store: AlertStore }) {
  return (
    <div className={styles.stack}>
      {REGIONS.map(({ type, role, live }) => (
        <div key={type} role={role} aria-live={live}>
          {store.alerts
            .filter((alert) => alert.type === type)
            .map((alert) => (
              <p key={alert.id} className={`${styles.alert} ${styles[type]}`}>
                <AlertText alert={alert} />
              </p>
            ))}
        </div>
      ))}
    </div>
  );
});
