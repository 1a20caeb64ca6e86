import { APP_STORE_BUTTONS_VISIBLE, SITE_CONTACTS } from '@jetkiz/contracts';
import { useTexts } from '../i18n';
import styles from './home.module.css';

/** The app-store links: in the page, hidden until the config flag turns them on (spec §1). */
export function AppStoreButtons({ visible = APP_STORE_BUTTONS_VISIBLE }: { visible?: boolean }) {
  const { t } = useTexts('home');
  return (
    <div className={styles.stores} hidden={!visible}>
      <a className={styles.store} href={SITE_CONTACTS.appStore} target="_blank" rel="noopener noreferrer">
        {t('action.appStore')}
      </a>
      <a className={styles.store} href={SITE_CONTACTS.googlePlay} target="_blank" rel="noopener noreferrer">
        {t('action.googlePlay')}
      </a>
    </div>
  );
}
