import { COPYRIGHT_START_YEAR, LOCALES, isLocaleCode } from '@jetkiz/contracts';
import type { User } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useProfileTexts } from '../i18n';
import type { LocaleStore } from '../locale';
import { Avatar, Button, VisuallyHidden } from '@jetkiz/web-kit';
import { MESSAGES_PATH } from '../paths';
import styles from './profile-layout.module.css';

interface ProfileLayoutProps {
  locale: LocaleStore;
  /** null while no one is logged in: no navigation, no logout */
  user: User | null;
  loggingOut: boolean;
  onLogout: () => void;
  /** unread messages in all the user's chats; null while not known */
  unreadMessages?: number | null;
  children: ReactNode;
}

const LanguageSelect = observer(function LanguageSelect({ locale }: { locale: LocaleStore }) {
  const { t } = useProfileTexts();
  return (
    <label className={styles.language}>
      <span>{t('layout.language')}</span>
      <select
        value={locale.current}
        onChange={(event) => {
          if (isLocaleCode(event.target.value)) void locale.switchTo(event.target.value);
        }}
      >
        {LOCALES.map((option) => (
          <option key={option.code} value={option.code} lang={option.language}>
            {option.longName}
          </option>
        ))}
      </select>
    </label>
  );
});

/**
 * The profile host's frame: a bar with the way back to the site, language, the user and logout, and below it the
 * sections on a row of their own, so a longer language never pushes the bar onto a second line.
 */
export const ProfileLayout = observer(function ProfileLayout({
  locale,
  user,
  loggingOut,
  onLogout,
  unreadMessages = null,
  children,
}: ProfileLayoutProps) {
  const { t } = useProfileTexts();
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        {t('layout.skipToContent')}
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <a className={styles.logo} href={locale.links.home} aria-label={t('layout.logoLabel')}>
            Jetkiz
          </a>
          <div className={styles.tools}>
            <LanguageSelect locale={locale} />
            {user && (
              <>
                <span className={styles.user}>
                  <Avatar person={user} size="small" />
                  <span className={styles.userName}>{user.first_name}</span>
                </span>
                <Button variant="secondary" onClick={onLogout} disabled={loggingOut}>
                  {loggingOut ? t('layout.loggingOut') : t('layout.logOut')}
                </Button>
              </>
            )}
          </div>
        </div>
        {user && (
          <nav className={styles.nav} aria-label={t('layout.sections')}>
            <ul>
              <li>
                <NavLink to="/" end>
                  {t('layout.home')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/travels">{t('layout.travels')}</NavLink>
              </li>
              <li>
                <NavLink to={MESSAGES_PATH}>
                  {t('layout.messages')}
                  {!!unreadMessages && (
                    <>
                      {' '}
                      <span className={styles.badge} aria-hidden="true">
                        {unreadMessages}
                      </span>
                      <VisuallyHidden>{t('layout.unread', { count: unreadMessages })}</VisuallyHidden>
                    </>
                  )}
                </NavLink>
              </li>
              <li>
                <NavLink to="/finance">{t('layout.finance')}</NavLink>
              </li>
              <li>
                <NavLink to="/insurance">{t('layout.insurance')}</NavLink>
              </li>
              <li>
                <NavLink to="/verification">{t('layout.verification')}</NavLink>
              </li>
            </ul>
          </nav>
        )}
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer}>
        <p>
          © {COPYRIGHT_START_YEAR}–{new Date().getFullYear()} Jetkiz · <a href={locale.links.home}>{t('layout.toSite')}</a>
        </p>
      </footer>
    </div>
  );
});
