import type { HostApi } from '@jetkiz/contracts';
import { STEP_PICTURES, type StepPictureName } from '../illustrations';
import { useTexts } from '../i18n';
import { PromoVideoSlot } from './promo-video-slot';
import { LandingSection, pageStyles } from '../controls';
import styles from './home.module.css';

const ROLES = [
  { role: 'senders', steps: ['describe', 'choose', 'discuss', 'send'] },
  { role: 'travelers', steps: ['trip', 'wait', 'discuss', 'deliver'] },
] as const;

type StepName = (typeof ROLES)[number]['steps'][number];

const PICTURE_OF_STEP: Record<StepName, StepPictureName> = {
  describe: 'parcel',
  choose: 'traveler',
  discuss: 'safe-deal',
  send: 'delivery',
  trip: 'traveler',
  wait: 'parcel',
  deliver: 'delivery',
};

/** The sender's and the traveler's steps (spec §1), each with its picture, and the promo video when one is configured. */
export function HowItWorks({ host }: { host: HostApi }) {
  const { t } = useTexts('home');
  const videoId = host.config.promoVideoId;
  return (
    <LandingSection title={t('howItWorks.title')}>
      <div className={styles.columns}>
        {ROLES.map(({ role, steps }) => (
          <div key={role} className={styles.column}>
            <h3 className={styles.columnTitle}>{t(`howItWorks.${role}.title`)}</h3>
            <ol className={styles.steps}>
              {steps.map((step) => (
                <li key={step} className={`${pageStyles.step} ${styles.step}`}>
                  <img {...STEP_PICTURES[PICTURE_OF_STEP[step]]} alt={t(`illustrations.${PICTURE_OF_STEP[step]}`)} loading="lazy" />
                  <div>
                    <h4 className={styles.stepTitle}>{t(`howItWorks.${role}.steps.${step}.title`)}</h4>
                    <p className={styles.stepText}>{t(`howItWorks.${role}.steps.${step}.text`)}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
      {videoId && <PromoVideoSlot videoId={videoId} />}
    </LandingSection>
  );
}
