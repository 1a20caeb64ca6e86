import type { HostApi } from '@jetkiz/contracts';
import { quotedTerms } from '../amounts';
import { pageStyles } from '../controls';
import { useTexts } from '../i18n';
import { PriceList } from './price-list';
import { RecommendedPriceForm } from './recommended-price';

const FACTORS = ['distance', 'size', 'urgency', 'courier'] as const;

/** The prices page: the recommended price for a route, the price list by class, what moves the price. */
export function PricesContent({ host }: { host: HostApi }) {
  const { t, language } = useTexts('prices');
  const terms = quotedTerms(language);
  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>{t('title')}</h1>
        <p className={pageStyles.lead}>{t('lead')}</p>
      </header>

      <section className={pageStyles.section}>
        <h2 className={pageStyles.sectionTitle}>{t('calculator.title')}</h2>
        <p className={pageStyles.text}>{t('calculator.text')}</p>
        <RecommendedPriceForm host={host} />
      </section>

      <section className={pageStyles.section}>
        <h2 className={pageStyles.sectionTitle}>{t('priceList.title')}</h2>
        <p className={pageStyles.text}>{t('priceList.text')}</p>
        <PriceList />
        <p className={`${pageStyles.text} ${pageStyles.muted}`}>{t('priceList.limit')}</p>
      </section>

      <section className={pageStyles.section}>
        <h2 className={pageStyles.sectionTitle}>{t('factors.title')}</h2>
        <ul className={pageStyles.checklist}>
          {FACTORS.map((factor) => (
            <li key={factor}>{t(`factors.items.${factor}`)}</li>
          ))}
        </ul>
        <p className={pageStyles.text}>{t('factors.commission', terms)}</p>
      </section>
    </div>
  );
}
