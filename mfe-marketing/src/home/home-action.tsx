import type { HostApi } from '@jetkiz/contracts';
import { useTexts } from '../i18n';
import { AppStoreButtons } from './app-store-buttons';
import { LandingSection, ParcelAndTripButtons } from '../controls';
import styles from './home.module.css';

/** The closing call to action. */
export function HomeAction({ host }: { host: HostApi }) {
  const { t } = useTexts('home');
  return (
    <LandingSection title={t('action.title')} className={styles.action}>
      <p className={styles.actionText}>{t('action.text')}</p>
      <ParcelAndTripButtons
        host={host}
        className={`${styles.actions} ${styles.actionButtons}`}
        parcelVariant="accent"
        parcelLabel={t('action.sendParcel')}
        tripLabel={t('action.takeParcel')}
      />
      <AppStoreButtons />
    </LandingSection>
  );
}
