import type { HostApi, MarketingPage, MarketingPageProps } from '@jetkiz/contracts';
import { SiteLink, buttonClass } from '@jetkiz/web-kit';
import { pageStyles } from '../controls';
import { useTexts } from '../i18n';
import { LegalDocument } from '../legal';
import type { LegalPart } from '../legal';
import { MarketingPageHead } from './marketing-page-head';

export const LEGAL_PAGES: Partial<Record<MarketingPage, LegalPart>> = {
  'public-offer': 'publicOffer',
  'insurance-conditions': 'insuranceConditions',
  'confidentiality-policy': 'confidentialityPolicy',
  'payment-rules': 'paymentRules',
};

/** The public offer, insurance conditions, confidentiality policy and payment rules. */
export default function LegalPage({ host, page }: MarketingPageProps) {
  const part = LEGAL_PAGES[page] ?? 'publicOffer';
  return (
    <>
      <MarketingPageHead page={page} host={host} />
      <LegalDocument part={part} />
      {part === 'insuranceConditions' && <InsureParcel host={host} />}
    </>
  );
}

/** The insurance conditions lead to the insurance widget (issue 20). */
function InsureParcel({ host }: { host: HostApi }) {
  const { t } = useTexts('insuranceConditions');
  return (
    <aside className={pageStyles.page} aria-label={t('insure.action')}>
      <p>{t('insure.lead')}</p>
      <SiteLink navigation={host.navigation} to="/widget/insurance" className={buttonClass('primary')}>
        {t('insure.action')}
      </SiteLink>
    </aside>
  );
}
