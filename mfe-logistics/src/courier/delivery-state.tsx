import { toApiError } from '@jetkiz/contracts';
import type { ApiClient, HostApi, LogisticClaim } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import { useEffect, useState } from 'react';
import { logCourierFailure, type FailureLog } from './courier-failure';
import { useCourierTexts } from './courier-texts';
import { RetryAlert } from './retry-alert';
import styles from './courier.module.css';

/** The tracking page of a claim, without the locale prefix. */
export function claimPath(id: string): string {
  return `/widget/delivery?claim=${encodeURIComponent(id)}`;
}

/** The user's courier deliveries still under way (`GET /me/logistics/claims?active=true`). */
export class ActiveClaims {
  claims: LogisticClaim[] = [];
  state: 'loading' | 'ready' | 'failed' = 'loading';
  /** a `common` key */
  errorKey: string | null = null;

  constructor(
    private readonly api: ApiClient['logistics'],
    private readonly log: FailureLog = logCourierFailure,
  ) {
    makeAutoObservable<ActiveClaims, 'api' | 'log'>(this, { api: false, log: false });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    try {
      const { claims } = await this.api.mine({ active: true });
      runInAction(() => {
        this.claims = claims;
        this.state = 'ready';
      });
    } catch (error) {
      this.log('listing the active claims', error);
      runInAction(() => {
        this.state = 'failed';
        this.errorKey = toApiError(error).messageKey;
      });
    }
  }
}

/** The 'delivery state' modal: every courier delivery under way, where it stands, and a way to its page. */
export const DeliveryState = observer(function DeliveryState({ host }: { host: HostApi }) {
  const { t } = useCourierTexts();
  const [active] = useState(() => new ActiveClaims(host.api.logistics));
  useEffect(() => {
    void active.load();
  }, [active]);
  const open = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    host.modals.close();
    host.navigation.go(claimPath(id));
  };
  return (
    <section className={styles.deliveryState} aria-labelledby="delivery-state-title">
      <h2 id="delivery-state-title">{t('state.title')}</h2>
      {active.state === 'loading' && <p aria-busy="true">{t('state.loading')}</p>}
      {active.state === 'failed' && <RetryAlert errorKey={active.errorKey} onRetry={() => void active.load()} />}
      {active.state === 'ready' && active.claims.length === 0 && <p>{t('state.none')}</p>}
      {active.state === 'ready' && active.claims.length > 0 && (
        <ul className={styles.claimList}>
          {active.claims.map((claim) => (
            <li key={claim.id} className={styles.claimItem}>
              <p className={styles.route}>{t('route', { from: claim.fromStreet, to: claim.endStreet })}</p>
              <p>{t(`status.${claim.status}`)}</p>
              <a href={host.navigation.href(claimPath(claim.id))} onClick={(event) => open(event, claim.id)}>
                {t('state.open')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
