import { SITE_CONTACTS } from '@jetkiz/contracts';
import type { ModalName } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { VisuallyHidden } from '@jetkiz/web-kit';
import { useShellStores } from '../app/shell-stores-context';
import { withLocale } from '../locale';
import type { HeaderStore } from '../header-menus';
import { LanguageSwitch } from './language-switch';
import { MenuToggle } from './menu-toggle';
import styles from './site-header.module.css';
import { useHeaderFit } from './use-header-fit';

// A first visit is anonymous: the menu of a logged-in user (with its unread count) loads only once there is one.
const ProfileMenu = lazy(() => import('./profile-menu').then(({ ProfileMenu }) => ({ default: ProfileMenu })));

export const HEADER_MENU_ID = 'site-menu';

/** Pages of the header navigation; the home sections are reached by their hash, from any page (spec §2). */
const PAGE_LINKS = [
  { key: 'about', path: '/about' },
  { key: 'prices', path: '/prices' },
  { key: 'traveler', path: '/traveler' },
] as const;
const SECTION_LINKS = [
  { key: 'reviews', hash: '#reviews' },
  { key: 'faq', hash: '#faq' },
] as const;

interface SiteHeaderProps {
  menu: HeaderStore;
  onLogout: () => void;
}

export const SiteHeader = observer(function SiteHeader({ menu, onLogout }: SiteHeaderProps) {
  const { t } = useTranslation('shell');
  const { locale, modals, session } = useShellStores();
  const home = withLocale(locale.current, '/');
  const [element, setElement] = useState<HTMLElement | null>(null);
  const fit = useHeaderFit(element);
  // Widened until the items fit again: an open burger menu has nothing left to show.
  useEffect(() => {
    if (fit !== 'compact' && menu.navOpen) menu.close();
  }, [fit, menu]);
  const open = (name: ModalName) => {
    menu.close();
    modals.open(name);
  };

  return (
    <header ref={setElement} className={styles.header} data-fit={fit} data-menu-open={menu.anyOpen || undefined}>
      <Link to={home} className={styles.logo}>
        {t('brand')}
      </Link>
      <MenuToggle className={styles.burger} open={menu.navOpen} menuId={HEADER_MENU_ID} onToggle={() => menu.toggleNav()}>
        <span className={styles.burgerIcon} aria-hidden="true" />
        <VisuallyHidden>{t(menu.navOpen ? 'header.closeMenu' : 'header.openMenu')}</VisuallyHidden>
      </MenuToggle>
      <div id={HEADER_MENU_ID} className={styles.menu} data-open={menu.navOpen || undefined}>
        <nav aria-label={t('mainNavigation')}>
          <ul className={styles.nav}>
            {PAGE_LINKS.map(({ key, path }) => (
              <li key={key}>
                <NavLink to={withLocale(locale.current, path)} className={styles.navLink}>
                  {t(`header.${key}`)}
                </NavLink>
              </li>
            ))}
            {SECTION_LINKS.map(({ key, hash }) => (
              <li key={key}>
                <Link to={`${home}${hash}`} className={styles.navLink}>
                  {t(`header.${key}`)}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className={styles.navButton} onClick={() => open('contacts')}>
                {t('header.contacts')}
              </button>
            </li>
          </ul>
        </nav>
        <div className={styles.actions}>
          <a href={SITE_CONTACTS.whatsapp} className={styles.whatsapp} target="_blank" rel="noopener noreferrer">
            {t('header.whatsapp')}
          </a>
          <button type="button" className={styles.navButton} onClick={() => open('contact-form')}>
            {t('header.callMeBack')}
          </button>
          <LanguageSwitch />
          {session.isLoggedIn ? (
            <Suspense fallback={<span className={styles.menuPlaceholder} />}>
              <ProfileMenu menu={menu} user={session.user} onLogout={onLogout} />
            </Suspense>
          ) : (
            <button type="button" className={styles.login} onClick={() => open('authorization')}>
              {t('header.logIn')}
            </button>
          )}
        </div>
      </div>
    </header>
  );
});
