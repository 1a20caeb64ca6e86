import type { HostApi } from '@jetkiz/contracts';
import { buttonClass } from '@jetkiz/web-kit';
import { useTexts } from '../i18n';
import { AppStoreButtons } from './app-store-buttons';
import { LandingSection } from '../controls';
import styles from './home.module.css';

/** The closing call to action. */
export function HomeAction({ host }: { host: HostApi }) {
  const { t } = useTexts('home');
  return (
    <LandingSection title={t('action.title')} className={styles.action}>
      <p className={styles.actionText}>{t('action.text')}</p>
      <div className={`${styles.actions} ${styles.actionButtons}`}>
        <button type="button" className={buttonClass('accent')} onClick={() => host.modals.open('create-parcel')}>
          {t('action.sendParcel')}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={() => host.modals.open('create-travel')}>
          {t('action.takeParcel')}
        </button>
      </div>
      <AppStoreButtons />
    </LandingSection>
  );
}
