import { useId } from 'react';
import { useTexts } from '../i18n';
import { landingStyles } from '../controls';
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
        <ul className={styles.cards}>
          {USERS.map((user) => (
            <li key={user} className={styles.card}>
              <h3 className={styles.cardTitle}>{t(`users.${user}.title`)}</h3>
              <p className={styles.cardText}>{t(`users.${user}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
