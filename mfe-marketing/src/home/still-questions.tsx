import { SITE_CONTACTS } from '@jetkiz/contracts';
import type { HostApi } from '@jetkiz/contracts';
import { useId } from 'react';
import { buttonClass } from '@jetkiz/web-kit';
import { useTexts } from '../i18n';
import { landingStyles } from '../controls';
import styles from './home.module.css';

/** 'Still have questions?': the callback form, a call or the messenger bot. */
export function StillQuestions({ host }: { host: HostApi }) {
  const { t } = useTexts('home');
  const titleId = useId();
  return (
    <section className={landingStyles.section} aria-labelledby={titleId}>
      <div className={landingStyles.container}>
        <div className={styles.band}>
          <h2 id={titleId} className={landingStyles.sectionTitle}>
            {t('stillQuestions.title')}
          </h2>
          <p className={styles.bandText}>{t('stillQuestions.text')}</p>
          <div className={styles.bandActions}>
            <button type="button" className={buttonClass()} onClick={() => host.modals.open('contact-form')}>
              {t('stillQuestions.callMeBack')}
            </button>
            <a className={buttonClass('secondary')} href={SITE_CONTACTS.telegramBot} target="_blank" rel="noopener noreferrer">
              {t('stillQuestions.bot')}
            </a>
            <a className={buttonClass('secondary')} href={`tel:+${SITE_CONTACTS.supportPhone}`}>
              {t('stillQuestions.call')}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
