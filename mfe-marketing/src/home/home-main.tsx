import type { HostApi } from '@jetkiz/contracts';
import { buttonClass } from '@jetkiz/web-kit';
import { HERO_PICTURE } from '../illustrations';
import { useTexts } from '../i18n';
import { landingStyles } from '../controls';
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
          <div className={styles.actions}>
            <button type="button" className={buttonClass()} onClick={() => host.modals.open('create-parcel')}>
              {t('main.sendParcel')}
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={() => host.modals.open('create-travel')}>
              {t('main.takeParcel')}
            </button>
          </div>
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
