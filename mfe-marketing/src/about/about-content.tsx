import type { HostApi } from '@jetkiz/contracts';
import { quotedTerms } from '../amounts';
import { buttonClass } from '@jetkiz/web-kit';
import { pageStyles } from '../controls';
import { useTexts } from '../i18n';

const VALUES = ['trust', 'fairness', 'simplicity'] as const;
const FEATURES = ['matching', 'chat', 'payment', 'insurance', 'courier', 'widgets'] as const;

/** The about page: why Jetkiz exists, what it stands for and what it offers. */
export function AboutContent({ host }: { host: HostApi }) {
  const { t, language } = useTexts('about');
  const terms = quotedTerms(language);
  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>{t('title')}</h1>
        <p className={pageStyles.lead}>{t('lead')}</p>
      </header>

      <section className={pageStyles.section}>
        <h2 className={pageStyles.sectionTitle}>{t('story.title')}</h2>
        <p className={pageStyles.text}>{t('story.problem')}</p>
        <p className={pageStyles.text}>{t('story.solution')}</p>
      </section>

      <section className={pageStyles.section}>
        <h2 className={pageStyles.sectionTitle}>{t('values.title')}</h2>
        <ul className={pageStyles.cards}>
          {VALUES.map((value) => (
            <li key={value} className={pageStyles.card}>
              <h3 className={pageStyles.cardTitle}>{t(`values.${value}.title`)}</h3>
              <p className={pageStyles.cardText}>{t(`values.${value}.text`, terms)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={pageStyles.section}>
        <h2 className={pageStyles.sectionTitle}>{t('features.title')}</h2>
        <ul className={pageStyles.checklist}>
          {FEATURES.map((feature) => (
            <li key={feature}>{t(`features.items.${feature}`)}</li>
          ))}
        </ul>
      </section>

      <section className={pageStyles.section}>
        <h2 className={pageStyles.sectionTitle}>{t('support.title')}</h2>
        <p className={pageStyles.text}>{t('support.text', terms)}</p>
        <button type="button" className={buttonClass('secondary')} onClick={() => host.modals.open('contact-form')}>
          {t('support.callMeBack')}
        </button>
      </section>

      <section className={pageStyles.cta}>
        <h2 className={pageStyles.sectionTitle}>{t('cta.title')}</h2>
        <p className={pageStyles.text}>{t('cta.text')}</p>
        <div className={pageStyles.actions}>
          <button type="button" className={buttonClass()} onClick={() => host.modals.open('create-parcel')}>
            {t('cta.sendParcel')}
          </button>
          <button type="button" className={buttonClass('secondary')} onClick={() => host.modals.open('create-travel')}>
            {t('cta.addTrip')}
          </button>
        </div>
      </section>
    </div>
  );
}
