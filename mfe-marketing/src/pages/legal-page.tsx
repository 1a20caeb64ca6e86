import type { MarketingPage, MarketingPageProps } from '@jetkiz/contracts';
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
    </>
  );
}
