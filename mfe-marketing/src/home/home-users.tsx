import { useId } from 'react';
import { useTexts } from '../i18n';
import { TextCards, landingStyles } from '../controls';
import styles from './home.module.css';

const USERS = ['senders', 'travelers', 'companies'] as const;

/** Who the service is for: senders, travelers and logistics companies. */
export function HomeUsers() {
  const { t } = useTexts('home');
  const titleId = useId();
  return (
    <section className={`${landingStyles.section} ${styles.users}`} aria-labelledby={titleId}>
      <div className={landingStyles.container}>
        <h2 id={titleId} className={landingStyles.sectionTitle}>
          {t('users.title')}
        </h2>
        <TextCards
          look="flat"
          cards={USERS.map((user) => ({ key: user, title: t(`users.${user}.title`), text: t(`users.${user}.text`) }))}
        />
      </div>
    </section>
  );
}
