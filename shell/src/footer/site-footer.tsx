import { SITE_CONTACTS, formatPhone } from '@jetkiz/contracts';
import type { ModalName } from '@jetkiz/contracts';
import { buttonClass, ProfileLink, TitledSection } from '@jetkiz/web-kit';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useShellStores } from '../app/shell-stores-context';
import { useHost } from '../host-api';
import { withLocale } from '../locale';
import { copyrightYears } from './copyright-years';
import { DeferredSlot } from './deferred-slot';
import styles from './site-footer.module.css';

const LEGAL_LINKS = [
  { key: 'publicOffer', path: '/public-offer' },
  { key: 'confidentialityPolicy', path: '/confidentiality-policy' },
  { key: 'paymentRules', path: '/payment-rules' },
  { key: 'insuranceConditions', path: '/insurance-conditions' },
] as const;

// Network names are the same in every language.
const SOCIAL_LINKS = [
  { name: 'Telegram', href: SITE_CONTACTS.telegram },
  { name: 'WhatsApp', href: SITE_CONTACTS.whatsapp },
  { name: 'Instagram', href: SITE_CONTACTS.instagram },
  { name: 'Facebook', href: SITE_CONTACTS.facebook },
  { name: 'LinkedIn', href: SITE_CONTACTS.linkedin },
] as const;

interface SiteFooterProps {
  /** the marketing remote's subscription form */
  subscription: ReactNode;
  onLogout: () => void;
  today?: Date;
}

/** A titled list of links, named by its title for assistive technology. */
function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection title={title} titleClassName={styles.title}>
      <ul className={styles.list}>{children}</ul>
    </TitledSection>
  );
}

function scrollToTop(): void {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  document.getElementById('top')?.focus({ preventScroll: true });
}

export const SiteFooter = observer(function SiteFooter({ subscription, onLogout, today = new Date() }: SiteFooterProps) {
  const { t } = useTranslation('shell');
  const { locale, modals, session } = useShellStores();
  const host = useHost();
  const open = (name: ModalName) => () => modals.open(name);

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <FooterColumn title={t('footer.documents')}>
          {LEGAL_LINKS.map(({ key, path }) => (
            <li key={key}>
              <Link to={withLocale(locale.current, path)}>{t(`footer.${key}`)}</Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={t('footer.contacts')}>
          <li>
            {t('footer.supportPhone')}: <a href={`tel:+${SITE_CONTACTS.supportPhone}`}>{formatPhone(SITE_CONTACTS.supportPhone)}</a>
          </li>
          {/* Plain text: the address would otherwise be a second link naming the brand beside the logo. */}
          <li>
            {t('footer.infoEmail')}: <span className={styles.email}>{SITE_CONTACTS.infoEmail}</span>
          </li>
          <li>
            <a href={SITE_CONTACTS.telegramBot} target="_blank" rel="noopener noreferrer">
              {t('footer.bot')}
            </a>
          </li>
          <li>
            <a href={SITE_CONTACTS.helpCenter} target="_blank" rel="noopener noreferrer">
              {t('footer.help')}
            </a>
          </li>
        </FooterColumn>
        <FooterColumn title={t('footer.socials')}>
          {SOCIAL_LINKS.map(({ name, href }) => (
            <li key={name}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {name}
              </a>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={t('footer.account')}>
          {session.isLoggedIn ? (
            <>
              <li>
                <ProfileLink navigation={host.navigation}>{t('footer.profile')}</ProfileLink>
              </li>
              <li>
                <button type="button" className={buttonClass('link')} onClick={onLogout}>
                  {t('footer.logOut')}
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <button type="button" className={buttonClass('link')} onClick={open('login')}>
                  {t('footer.logIn')}
                </button>
              </li>
              <li>
                <button type="button" className={buttonClass('link')} onClick={open('register-verify-phone')}>
                  {t('footer.signUp')}
                </button>
              </li>
            </>
          )}
        </FooterColumn>
        <DeferredSlot className={styles.subscription}>{subscription}</DeferredSlot>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>{t('footer.copyright', { years: copyrightYears(today) })}</p>
        <button type="button" className={buttonClass('link')} onClick={scrollToTop}>
          <span aria-hidden="true">↑ </span>
          {t('footer.toTop')}
        </button>
      </div>
    </footer>
  );
});
