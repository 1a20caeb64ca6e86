import type { MarketingPage, MarketingPageProps } from '@jetkiz/contracts';
import type { ComponentType } from 'react';
import type { TextPart } from '../i18n';
import { PAGE_TEXTS } from './page-texts';

export interface PageModule {
  /** the page's own chunk */
  load: () => Promise<{ default: ComponentType<MarketingPageProps> }>;
  /** the text parts it shows first, fetched together with the chunk */
  texts: readonly TextPart[];
}

const page = (load: PageModule['load'], part: TextPart): PageModule => ({ load, texts: [part] });
const legal = (part: TextPart): PageModule => ({ load: () => import('./legal-page'), texts: ['legal', part] });

/** Every page is its own chunk, so a visit downloads only the page it shows. */
export const PAGE_MODULES: Readonly<Record<MarketingPage, PageModule>> = {
  home: page(() => import('./home-page'), PAGE_TEXTS.home),
  about: page(() => import('./about-page'), PAGE_TEXTS.about),
  prices: page(() => import('./prices-page'), PAGE_TEXTS.prices),
  traveler: page(() => import('./traveler-page'), PAGE_TEXTS.traveler),
  'confirm-email': page(() => import('./confirm-email-page'), PAGE_TEXTS['confirm-email']),
  'public-offer': legal(PAGE_TEXTS['public-offer']),
  'insurance-conditions': legal(PAGE_TEXTS['insurance-conditions']),
  'confidentiality-policy': legal(PAGE_TEXTS['confidentiality-policy']),
  'payment-rules': legal(PAGE_TEXTS['payment-rules']),
};
