import { REFUND_WORKING_DAYS } from '@jetkiz/contracts';
import type { HostApi } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ProfileLink, SiteLink, buttonClass } from '@jetkiz/web-kit';
import { SCHEDULE_NAMESPACE } from '../i18n';
import { PageFrame } from '../controls';
import styles from './bind-success.module.css';

const STEPS = ['answer', 'discuss', 'handOver', 'payment'] as const;

function idOf(searchParams: URLSearchParams, name: 'parcel' | 'bind'): string | null {
  const id = searchParams.get(name);
  return id && /^[1-9]\d{0,14}$/.test(id) ? id : null;
}

/**
 * schedule/success: what happens after a traveler is chosen, as it really happens — the traveler answers, the two
 * agree on the hand-over, the parcel travels, the reward is released after delivery — and where to follow it.
 */
export const BindSuccessView = observer(function BindSuccessView({ host, searchParams }: { host: HostApi; searchParams: URLSearchParams }) {
  const { t } = useTranslation(SCHEDULE_NAMESPACE);
  const parcel = idOf(searchParams, 'parcel');
  // the profile's deal page of the request just sent: it follows the request, and the deal after acceptance
  const bind = idOf(searchParams, 'bind');
  const loggedIn = host.session.isLoggedIn;
  return (
    <PageFrame narrow title={t('success.title')} lead={parcel ? t('success.leadParcel', { id: parcel }) : t('success.lead')}>
      <ol className={styles.steps} aria-label={t('success.stepsLabel')}>
        {STEPS.map((step) => (
          <li key={step} className={styles.step}>
            <div>
              <h2>{t(`success.${step}.title`)}</h2>
              <p>{t(`success.${step}.text`, { days: REFUND_WORKING_DAYS })}</p>
            </div>
          </li>
        ))}
      </ol>
      <section className={styles.actions} aria-label={t('success.followLabel')}>
        <p>{loggedIn ? t('success.followUser') : t('success.followGuest')}</p>
        <div className={styles.buttons}>
          <ProfileLink navigation={host.navigation} path={bind ? `/deals/${bind}` : '/'} className={buttonClass()}>
            {bind ? t('success.openDeal') : t('success.openProfile')}
          </ProfileLink>
          {!loggedIn && (
            <button type="button" className={buttonClass('secondary')} onClick={() => host.modals.open('authorization')}>
              {t('success.logIn')}
            </button>
          )}
          <SiteLink className={buttonClass('quiet')} navigation={host.navigation} to="/schedule">
            {t('success.toBoard')}
          </SiteLink>
        </div>
      </section>
    </PageFrame>
  );
});
