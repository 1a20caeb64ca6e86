import { localeOfLanguage } from '@jetkiz/contracts';
import type { HostApi, LanguageCode, MarketingPage } from '@jetkiz/contracts';
import type { TFunction } from 'i18next';
import { quotedTerms } from '../amounts';
import { useTexts } from '../i18n';
import { usePageHead } from '../seo';
import type { PageHeadContent } from '../seo';
import { PAGE_TEXTS } from './page-texts';

/** Each page's path without the locale prefix. */
export const PAGE_PATHS: Readonly<Record<MarketingPage, string>> = {
  home: '',
  about: '/about',
  prices: '/prices',
  traveler: '/traveler',
  'confirm-email': '/confirm-email',
  'public-offer': '/public-offer',
  'insurance-conditions': '/insurance-conditions',
  'confidentiality-policy': '/confidentiality-policy',
  'payment-rules': '/payment-rules',
};

/** The head of a page from `t` of its text part: what the browser writes and what the prerendered page carries. */
export function marketingPageHeadOf(page: MarketingPage, t: TFunction, language: LanguageCode, siteUrl: string): PageHeadContent {
  const terms = quotedTerms(language);
  return {
    title: t('meta.title', terms),
    description: t('meta.description', terms),
    path: PAGE_PATHS[page],
    siteUrl,
    locale: localeOfLanguage(language),
    // A one-time link has nothing for a search engine.
    noIndex: page === 'confirm-email',
  };
}

/** The translated title, description and language alternates of a page. */
export function MarketingPageHead({ page, host }: { page: MarketingPage; host: HostApi }) {
  const { t, language } = useTexts(PAGE_TEXTS[page]);
  usePageHead(marketingPageHeadOf(page, t as unknown as TFunction, language, host.config.siteUrl));
  return null;
}
