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

/** One element of a page's head besides its title: a `<meta>` or a `<link>` and its attributes. */
export interface HeadTag {
  tag: 'meta' | 'link';
  attributes: Record<string, string>;
}

/** What marks the head elements the remote wrote (in the browser or in the prerendered page), so they can be replaced. */
export const OWNED = 'data-marketing-head';

function pageUrl(siteUrl: string, locale: string, path: string): string {
  return `${siteUrl.replace(/\/$/, '')}/${locale}${path}`;
}

/** The description, canonical, language alternates and robots elements of a page, in the order they are written. */
export function pageHeadTags({ description, path, siteUrl, locale, noIndex }: PageHeadContent): HeadTag[] {
  const tags: HeadTag[] = [
    { tag: 'meta', attributes: { name: 'description', content: description } },
    { tag: 'link', attributes: { rel: 'canonical', href: pageUrl(siteUrl, locale, path) } },
  ];
  for (const { code, language } of LOCALES) {
    tags.push({ tag: 'link', attributes: { rel: 'alternate', hreflang: language, href: pageUrl(siteUrl, code, path) } });
  }
  // The bare origin picks the visitor's language itself (spec §2); other pages default to ru.
  const defaultHref = path === '' ? `${siteUrl.replace(/\/$/, '')}/` : pageUrl(siteUrl, DEFAULT_LOCALE, path);
  tags.push({ tag: 'link', attributes: { rel: 'alternate', hreflang: 'x-default', href: defaultHref } });
  if (noIndex) tags.push({ tag: 'meta', attributes: { name: 'robots', content: 'noindex' } });
  return tags;
}

function appendOwned({ tag, attributes }: HeadTag): void {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.setAttribute(OWNED, '');
  document.head.append(element);
}

/** Writes the head elements of a page (replacing those the prerendered page came with); returns what undoes them. */
export function applyPageHead(content: PageHeadContent): () => void {
  const previousTitle = document.title;
  const existingDescription = document.head.querySelector<HTMLMetaElement>(`meta[name="description"]:not([${OWNED}])`);
  const previousDescription = existingDescription?.content ?? null;

  document.title = content.title;
  for (const element of document.head.querySelectorAll(`[${OWNED}]`)) element.remove();
  for (const tag of pageHeadTags(content)) {
    if (existingDescription && tag.tag === 'meta' && tag.attributes.name === 'description')
      existingDescription.content = content.description;
    else appendOwned(tag);
  }

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
