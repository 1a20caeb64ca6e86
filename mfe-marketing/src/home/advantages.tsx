import { useId } from 'react';
import { quotedTerms } from '../amounts';
import { useTexts } from '../i18n';
import { landingStyles } from '../controls';
import styles from './home.module.css';

const ADVANTAGES = ['freePrice', 'safePayment', 'verification', 'insurance', 'courier', 'commission', 'refund', 'since'] as const;

/** The key offers of spec §1. */
export function Advantages() {
  const { t, language } = useTexts('home');
  const terms = quotedTerms(language);
  const titleId = useId();
  return (
    <section className={landingStyles.section} aria-labelledby={titleId}>
      <div className={landingStyles.container}>
        <h2 id={titleId} className={landingStyles.sectionTitle}>
          {t('advantages.title')}
        </h2>
        <ul className={styles.cards}>
          {ADVANTAGES.map((advantage) => (
            <li key={advantage} className={styles.card}>
              <h3 className={styles.cardTitle}>{t(`advantages.items.${advantage}.title`)}</h3>
              <p className={styles.cardText}>{t(`advantages.items.${advantage}.text`, terms)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
