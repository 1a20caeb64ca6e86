import type { HostApi } from '@jetkiz/contracts';
import { Illustration, type IllustrationName } from '../illustrations';
import { useTexts } from '../i18n';
import { PromoVideo } from './promo-video';
import { LandingSection, pageStyles } from '../controls';
import styles from './home.module.css';

type Step = { step: string; picture: IllustrationName };

const ROLES: readonly { role: 'senders' | 'travelers'; steps: readonly Step[] }[] = [
  {
    role: 'senders',
    steps: [
      { step: 'describe', picture: 'parcel' },
      { step: 'choose', picture: 'traveler' },
      { step: 'discuss', picture: 'safe-deal' },
      { step: 'send', picture: 'delivery' },
    ],
  },
  {
    role: 'travelers',
    steps: [
      { step: 'trip', picture: 'traveler' },
      { step: 'wait', picture: 'parcel' },
      { step: 'discuss', picture: 'safe-deal' },
      { step: 'deliver', picture: 'delivery' },
    ],
  },
];

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
              {steps.map(({ step, picture }) => (
                <li key={step} className={`${pageStyles.step} ${styles.step}`}>
                  <Illustration name={picture} alt={t(`illustrations.${picture}`)} className={styles.stepPicture} lazy />
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
      {videoId && <PromoVideo videoId={videoId} />}
    </LandingSection>
  );
}
