import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { AlertList } from '../alerts';
import { useShellStores } from '../app/shell-stores-context';
import { withLocale } from '../locale';
import { useModalFromUrl } from '../modals';
import { ModalHost } from './modal-host';
import { LanguageSwitch } from './language-switch';
import styles from './main-layout.module.css';

/** Header, page and the overlays. The full header and footer come with the chrome issue. */
export const MainLayout = observer(function MainLayout() {
  const { t } = useTranslation('shell');
  const { locale, alerts, modals } = useShellStores();
  useModalFromUrl(modals);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to={withLocale(locale.current, '/')} className={styles.logo}>
          {t('brand')}
        </Link>
        <LanguageSwitch />
      </header>
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <AlertList store={alerts} />
      <ModalHost />
    </div>
  );
});

/** Widget pages: only the alert and the overlay (spec §2). */
export const WidgetLayout = observer(function WidgetLayout() {
  const { alerts } = useShellStores();
  return (
    <main className={styles.widget}>
      <Outlet />
      <AlertList store={alerts} />
      <ModalHost />
    </main>
  );
});
