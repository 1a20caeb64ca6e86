import type { LanguageCode, MarketingPage, MarketingPageProps } from '@jetkiz/contracts';
import type { ComponentType, LazyExoticComponent } from 'react';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKETING_NAMESPACE, languageOfI18n, loadMarketingTexts } from '../i18n';
import { PAGE_MODULES, pagesStyles } from '../pages';

const PAGE_VIEWS = Object.fromEntries(Object.entries(PAGE_MODULES).map(([page, module]) => [page, lazy(module.load)])) as Record<
  MarketingPage,
  LazyExoticComponent<ComponentType<MarketingPageProps>>
>;

const ignore = () => undefined;

/** The page's chunk and texts, fetched before a prerendered page is hydrated so its first render is the server's. */
function preload(page: MarketingPage, language: LanguageCode): Promise<unknown> {
  const { load, texts } = PAGE_MODULES[page];
  return Promise.all([load(), ...texts.map((part) => loadMarketingTexts(language, part))]);
}

/** A page of the public site: its chunk and its texts are fetched side by side, then it renders. */
function Page(props: MarketingPageProps) {
  const { i18n } = useTranslation(MARKETING_NAMESPACE);
  const language = languageOfI18n(i18n.language);
  const { load, texts } = PAGE_MODULES[props.page];
  // Both requests are cached, so asking on every render costs nothing; without this the texts would wait for the chunk.
  load().catch(ignore);
  for (const part of texts) loadMarketingTexts(language, part).catch(ignore);
  const View = PAGE_VIEWS[props.page];
  return (
    <Suspense fallback={<div className={pagesStyles.pending} aria-busy="true" />}>
      <View {...props} />
    </Suspense>
  );
}

export default Object.assign(Page, { preload });
