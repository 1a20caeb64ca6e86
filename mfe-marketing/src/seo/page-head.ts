import { DEFAULT_LOCALE, LOCALES } from '@jetkiz/contracts';
import { useEffect } from 'react';

export interface PageHeadContent {
  title: string;
  description: string;
  /** the page's path without the locale prefix: '' for home, '/about' */
  path: string;
  /** the site's origin, for absolute alternate links */
  siteUrl: string;
  /** current locale prefix, for the canonical link */
  locale: string;
  noIndex?: boolean;
}

const OWNED = 'data-marketing-head';

function appendOwned(tag: 'meta' | 'link', attributes: Record<string, string>): void {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.setAttribute(OWNED, '');
  document.head.append(element);
}

function pageUrl(siteUrl: string, locale: string, path: string): string {
  return `${siteUrl.replace(/\/$/, '')}/${locale}${path}`;
}

/** Writes the head elements of a page; returns what undoes them. */
export function applyPageHead({ title, description, path, siteUrl, locale, noIndex }: PageHeadContent): () => void {
  const previousTitle = document.title;
  const existingDescription = document.head.querySelector<HTMLMetaElement>(`meta[name="description"]:not([${OWNED}])`);
  const previousDescription = existingDescription?.content ?? null;

  document.title = title;
  if (existingDescription) existingDescription.content = description;
  else appendOwned('meta', { name: 'description', content: description });
  appendOwned('link', { rel: 'canonical', href: pageUrl(siteUrl, locale, path) });
  for (const { code, language } of LOCALES) {
    appendOwned('link', { rel: 'alternate', hreflang: language, href: pageUrl(siteUrl, code, path) });
  }
  // The bare origin picks the visitor's language itself (spec §2); other pages default to ru.
  const defaultHref = path === '' ? `${siteUrl.replace(/\/$/, '')}/` : pageUrl(siteUrl, DEFAULT_LOCALE, path);
  appendOwned('link', { rel: 'alternate', hreflang: 'x-default', href: defaultHref });
  if (noIndex) appendOwned('meta', { name: 'robots', content: 'noindex' });

  return () => {
    document.title = previousTitle;
    if (existingDescription && previousDescription !== null) existingDescription.content = previousDescription;
    for (const element of document.head.querySelectorAll(`[${OWNED}]`)) element.remove();
  };
}

/** The remote owns the page content, so it also owns the page's title, description and language alternates. */
export function usePageHead(content: PageHeadContent): void {
  const { title, description, path, siteUrl, locale, noIndex } = content;
  useEffect(
    () => applyPageHead({ title, description, path, siteUrl, locale, noIndex }),
    [title, description, path, siteUrl, locale, noIndex],
  );
}
