import type { HostApi } from '@jetkiz/contracts';
import { buttonClass } from '@jetkiz/web-kit';
import { useTexts } from '../i18n';
import { CONTACT_CHANNELS } from './contact-channels';
import { ModalContent } from '../controls';
import styles from './contacts-modal.module.css';

/** The contacts modal: every channel, then 'more about' and 'use the product'. */
export function ContactsModal({ host }: { host: HostApi }) {
  const { t } = useTexts('contacts');

  const moreAbout = () => {
    host.modals.close();
    host.navigation.go('/about');
  };
  const useProduct = () => host.modals.open('create-parcel');

  return (
    <ModalContent title={t('title')} lead={t('lead')}>
      <ul className={styles.list}>
        {CONTACT_CHANNELS.map((channel) => (
          <li key={channel.name} className={styles.item}>
            <span className={styles.name}>{t(`channels.${channel.name}`)}</span>
            <a className={styles.link} href={channel.href} {...(channel.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {channel.text}
            </a>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={buttonClass('secondary')} onClick={moreAbout}>
          {t('moreAbout')}
        </button>
        <button type="button" className={buttonClass()} onClick={useProduct}>
          {t('useProduct')}
        </button>
      </div>
    </ModalContent>
  );
}
