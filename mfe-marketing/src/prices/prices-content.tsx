import type { HostApi } from '@jetkiz/contracts';
import { quotedTerms } from '../amounts';
import { Checklist, ContentPage, ContentSection, pageStyles } from '../controls';
import { useTexts } from '../i18n';
import { PriceList } from './price-list';
import { RecommendedPriceForm } from './recommended-price';

const FACTORS = ['distance', 'size', 'urgency', 'courier'] as const;

/** The prices page: the recommended price for a route, the price list by class, what moves the price. */
export function PricesContent({ host }: { host: HostApi }) {
  const { t, language } = useTexts('prices');
  const terms = quotedTerms(language);
  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      <ContentSection title={t('calculator.title')} texts={[t('calculator.text')]}>
        <RecommendedPriceForm host={host} />
      </ContentSection>

      <ContentSection title={t('priceList.title')} texts={[t('priceList.text')]}>
        <PriceList />
        <p className={`${pageStyles.text} ${pageStyles.muted}`}>{t('priceList.limit')}</p>
      </ContentSection>

      <ContentSection title={t('factors.title')}>
        <Checklist items={FACTORS.map((factor) => t(`factors.items.${factor}`))} />
        <p className={pageStyles.text}>{t('factors.commission', terms)}</p>
      </ContentSection>
    </ContentPage>
  );
}
