import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import { AlertList } from '../alerts';
import { useShellStores } from '../app/shell-stores-context';
import { SiteHeader } from '../header';
import { withLocale } from '../locale';
import { LazyFooter } from './lazy-footer';
import { ModalHost } from './modal-host';
import { Overlay } from './overlay';
import { useChromeNavigation } from './use-chrome-navigation';
import { useIdlePrefetch } from './use-idle-prefetch';
import { useScrollToHash } from './use-scroll-to-hash';
import styles from './main-layout.module.css';

/** Header, page, footer, and the layers above them: alerts, the overlay and the open modal. */
export const MainLayout = observer(function MainLayout() {
  const { t } = useTranslation('shell');
  const { alerts, header, locale, modals, session } = useShellStores();
  const navigate = useNavigate();
  useChromeNavigation(header, modals);
  useScrollToHash();
  useIdlePrefetch();

  const logout = () => {
    void session.logout().then(() => navigate(withLocale(locale.current, '/')));
  };
  const closeLayers = () => {
    header.close();
    modals.close();
  };

  return (
    <div className={styles.page}>
      <a id="top" href="#main" className={styles.skip}>
        {t('skipToContent')}
      </a>
      <SiteHeader menu={header} onLogout={logout} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <LazyFooter onLogout={logout} />
      <AlertList store={alerts} />
      {header.anyOpen && <Overlay onClick={closeLayers} />}
      <ModalHost />
    </div>
  );
});

/** Widget pages: only the alert and the modal, whose backdrop is the overlay (spec §2). */
export const WidgetLayout = observer(function WidgetLayout() {
  const { alerts, header, modals } = useShellStores();
  useChromeNavigation(header, modals);
  return (
    <main className={styles.widget}>
      <Outlet />
      <AlertList store={alerts} />
      <ModalHost />
    </main>
  );
});
