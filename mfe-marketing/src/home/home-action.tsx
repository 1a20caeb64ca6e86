import type { HostApi } from '@jetkiz/contracts';
import { useId } from 'react';
import { buttonClass } from '@jetkiz/web-kit';
import { useTexts } from '../i18n';
import { AppStoreButtons } from './app-store-buttons';
import { landingStyles } from '../controls';
import styles from './home.module.css';

/** The closing call to action. */
export function HomeAction({ host }: { host: HostApi }) {
  const { t } = useTexts('home');
  const titleId = useId();
  return (
    <section className={`${landingStyles.section} ${styles.action}`} aria-labelledby={titleId}>
      <div className={landingStyles.container}>
        <h2 id={titleId} className={landingStyles.sectionTitle}>
          {t('action.title')}
        </h2>
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
      </div>
    </section>
  );
}
