import type { HostApi } from '@jetkiz/contracts';
import { HERO_PICTURE } from '../illustrations';
import { useTexts } from '../i18n';
import { landingStyles, ParcelAndTripButtons } from '../controls';
import styles from './home.module.css';

const FACTS = ['since', 'verified', 'paidAfter'] as const;

/** The first screen: what Jetkiz is and the two ways in, a parcel or a trip. */
export function HomeMain({ host }: { host: HostApi }) {
  const { t } = useTexts('home');
  return (
    <section className={styles.hero}>
      <div className={`${landingStyles.container} ${styles.heroGrid}`}>
        <div>
          <h1 className={styles.heroTitle}>{t('main.title')}</h1>
          <p className={styles.heroLead}>{t('main.lead')}</p>
          <ParcelAndTripButtons
            host={host}
            className={styles.actions}
            parcelLabel={t('main.sendParcel')}
            tripLabel={t('main.takeParcel')}
          />
          <ul className={styles.facts}>
            {FACTS.map((fact) => (
              <li key={fact}>{t(`main.facts.${fact}`)}</li>
            ))}
          </ul>
        </div>
        <img {...HERO_PICTURE} alt={t('illustrations.hero')} />
      </div>
    </section>
  );
}
