import type { HostApi } from '@jetkiz/contracts';
import { quotedTerms } from '../amounts';
import { buttonClass } from '@jetkiz/web-kit';
import { Checklist, ContentPage, ContentSection, TextCards, pageStyles } from '../controls';
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
  const addTripButton = (
    <button type="button" className={buttonClass()} onClick={() => host.modals.open('create-travel')}>
      {t('addTrip')}
    </button>
  );

  return (
    <ContentPage title={t('title')} lead={t('lead')} actions={addTripButton}>
      <ContentSection title={t('steps.title')}>
        <ol className={pageStyles.steps}>
          {STEPS.map((step) => (
            <li key={step} className={pageStyles.step}>
              <h3 className={pageStyles.stepTitle}>{t(`steps.items.${step}.title`)}</h3>
              <p className={`${pageStyles.text} ${pageStyles.muted}`}>{t(`steps.items.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection title={t('earnings.title')} texts={[t('earnings.text', terms)]}>
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
      </ContentSection>

      <ContentSection title={t('who.title')}>
        <TextCards cards={WHO.map((who) => ({ key: who, title: t(`who.${who}.title`), text: t(`who.${who}.text`) }))} />
      </ContentSection>

      <ContentSection title={t('forbidden.title')} texts={[t('forbidden.text')]}>
        <Checklist crossed items={FORBIDDEN.map((item) => t(`forbidden.items.${item}`))} />
        <p className={styles.note}>{t('forbidden.note')}</p>
      </ContentSection>

      <ContentSection title={t('tips.title')}>
        <Checklist items={TIPS.map((tip) => t(`tips.items.${tip}`))} />
      </ContentSection>

      <ContentSection cta title={t('cta.title')} texts={[t('cta.text')]}>
        <div className={pageStyles.actions}>{addTripButton}</div>
      </ContentSection>
    </ContentPage>
  );
}
