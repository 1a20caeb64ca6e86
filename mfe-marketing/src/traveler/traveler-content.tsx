import type { HostApi } from '@jetkiz/contracts';
import { quotedTerms } from '../amounts';
import { buttonClass } from '@jetkiz/web-kit';
import { pageStyles } from '../controls';
import { useTexts } from '../i18n';
import styles from './traveler.module.css';

const STEPS = ['trip', 'request', 'meet', 'deliver'] as const;
const WHO = ['people', 'companies'] as const;
const FORBIDDEN = ['weapons', 'drugs', 'dangerous', 'money', 'animals', 'perishable', 'counterfeit', 'overweight'] as const;
const TIPS = ['check', 'photo', 'chat', 'public'] as const;

/** For travelers: how to earn on a trip, what the commission takes, what may not be carried. */
export function TravelerContent({ host }: { host: HostApi }) {
  const { t, language } = useTexts('traveler');
  const terms = quotedTerms(language);
  const addTrip = () => host.modals.open('create-travel');

  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>{t('title')}</h1>
        <p className={pageStyles.lead}>{t('lead')}</p>
        <div className={pageStyles.actions}>
          <button type="button" className={buttonClass()} onClick={addTrip}>
            {t('addTrip')}
          </button>
        </div>
      </header>

      <section className={pageStyles.section}>
        <h2 className={pageStyles.sectionTitle}>{t('steps.title')}</h2>
        <ol className={pageStyles.steps}>
          {STEPS.map((step) => (
            <li key={step} className={pageStyles.step}>
              <h3 className={pageStyles.stepTitle}>{t(`steps.items.${step}.title`)}</h3>
              <p className={`${pageStyles.text} ${pageStyles.muted}`}>{t(`steps.items.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={pageStyles.section}>
        <h2 className={pageStyles.sectionTitle}>{t('earnings.title')}</h2>
        <p className={pageStyles.text}>{t('earnings.text', terms)}</p>
        <div className={styles.example}>
          <p className={styles.exampleTitle}>{t('earnings.example')}</p>
          <dl className={styles.rows}>
            <div className={styles.row}>
              <dt>{t('earnings.reward')}</dt>
              <dd>{terms.reward}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t('earnings.commission', terms)}</dt>
              <dd>−{terms.fee}</dd>
            </div>
            <div className={`${styles.row} ${styles.total}`}>
              <dt>{t('earnings.payout')}</dt>
              <dd>{terms.payout}</dd>
            </div>
          </dl>
        </div>
        <p className={styles.note}>{t('earnings.payoutNote')}</p>
      </section>

      <section className={pageStyles.section}>
        <h2 className={pageStyles.sectionTitle}>{t('who.title')}</h2>
        <ul className={pageStyles.cards}>
          {WHO.map((who) => (
            <li key={who} className={pageStyles.card}>
              <h3 className={pageStyles.cardTitle}>{t(`who.${who}.title`)}</h3>
              <p className={pageStyles.cardText}>{t(`who.${who}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={pageStyles.section}>
        <h2 className={pageStyles.sectionTitle}>{t('forbidden.title')}</h2>
        <p className={pageStyles.text}>{t('forbidden.text')}</p>
        <ul className={`${pageStyles.checklist} ${pageStyles.crosslist}`}>
          {FORBIDDEN.map((item) => (
            <li key={item}>{t(`forbidden.items.${item}`)}</li>
          ))}
        </ul>
        <p className={styles.note}>{t('forbidden.note')}</p>
      </section>

      <section className={pageStyles.section}>
        <h2 className={pageStyles.sectionTitle}>{t('tips.title')}</h2>
        <ul className={pageStyles.checklist}>
          {TIPS.map((tip) => (
            <li key={tip}>{t(`tips.items.${tip}`)}</li>
          ))}
        </ul>
      </section>

      <section className={pageStyles.cta}>
        <h2 className={pageStyles.sectionTitle}>{t('cta.title')}</h2>
        <p className={pageStyles.text}>{t('cta.text')}</p>
        <div className={pageStyles.actions}>
          <button type="button" className={buttonClass()} onClick={addTrip}>
            {t('addTrip')}
          </button>
        </div>
      </section>
    </div>
  );
}
