import type { MarketingPage } from '@jetkiz/contracts';
import type { TextPart } from '../i18n';

/** The part holding each page's texts, its `meta` included. */
export const PAGE_TEXTS: Readonly<Record<MarketingPage, TextPart>> = {
  home: 'home',
  about: 'about',
  prices: 'prices',
  traveler: 'traveler',
  'confirm-email': 'confirmEmail',
  'public-offer': 'publicOffer',
  'insurance-conditions': 'insuranceConditions',
  'confidentiality-policy': 'confidentialityPolicy',
  'payment-rules': 'paymentRules',
};
