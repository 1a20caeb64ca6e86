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

const SECONDS_PER_MINUTE = 60;

/** 'try again in N seconds' under a minute, else in whole minutes rounded up (never sooner than the server said). */
function retryOf(seconds: number): { key: string; count: number } {
  if (seconds < SECONDS_PER_MINUTE) return { key: 'alerts.retryInSeconds', count: Math.ceil(seconds) };
  return { key: 'alerts.retryInMinutes', count: Math.ceil(seconds / SECONDS_PER_MINUTE) };
}

function AlertText({ alert }: { alert: ShownAlert }) {
  const { t } = useTranslation(['common', 'shell']);
  const words = 'text' in alert.words ? alert.words.text : t(alert.words.key);
  if (!alert.retryAfterSeconds) return <>{words}</>;
  const retry = retryOf(alert.retryAfterSeconds);
  return (
    <>
      {words} {t(retry.key, { ns: 'shell', count: retry.count })}
    </>
  );
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
