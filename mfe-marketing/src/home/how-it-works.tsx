import { useTexts } from '../i18n';
import { PromoVideo } from './promo-video';
import { LandingSection, pageStyles } from '../controls';
import styles from './home.module.css';

const ROLES = [
  { role: 'senders', steps: ['describe', 'choose', 'discuss', 'send'] },
  { role: 'travelers', steps: ['trip', 'wait', 'discuss', 'deliver'] },
] as const;

/** The sender's and the traveler's steps (spec §1), and the promo video. */
export function HowItWorks() {
  const { t } = useTexts('home');
  return (
    <LandingSection title={t('howItWorks.title')}>
      <div className={styles.columns}>
        {ROLES.map(({ role, steps }) => (
          <div key={role} className={styles.column}>
            <h3 className={styles.columnTitle}>{t(`howItWorks.${role}.title`)}</h3>
            <ol className={styles.steps}>
              {steps.map((step) => (
                <li key={step} className={`${pageStyles.step} ${styles.step}`}>
                  <h4 className={styles.stepTitle}>{t(`howItWorks.${role}.steps.${step}.title`)}</h4>
                  <p className={styles.stepText}>{t(`howItWorks.${role}.steps.${step}.text`)}</p>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
      <PromoVideo />
    </LandingSection>
  );
}
