/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LanguageCode } from '@jetkiz/contracts';
import type { TextPart } from '../i18n';
import { prepareTexts, renderMarketingPage, splitPreloads } from './render-page';

const readTexts = (language: LanguageCode, part: TextPart) =>
  JSON.parse(readFileSync(path.join(__dirname, '../i18n', language, `${part}.json`), 'utf8')) as object;
const textOf = (language: LanguageCode, part: TextPart) => readTexts(language, part) as Record<string, Record<string, string>>;

describe('prerendering a marketing page', () => {
  beforeAll(() => prepareTexts(readTexts));

  it('renders the home page in Russian with its heading, its head and its image preload', async () => {
    const home = await renderMarketingPage('home', 'ru');
    const texts = textOf('ru', 'home');
    expect(home.lang).toBe('ru');
    expect(home.title).toBe(texts.meta?.title);
    expect(home.html).toContain('<h1');
    expect(home.html).toContain(texts.howItWorks && (texts.howItWorks as unknown as { title: string }).title);
    expect(home.head).toContainEqual({ tag: 'link', attributes: { rel: 'canonical', href: '/ru' } });
    expect(home.head).toContainEqual({ tag: 'link', attributes: { rel: 'alternate', hreflang: 'kk', href: '/kz' } });
    expect(home.html).not.toMatch(/^<link/);
    // the home page alone has the promo video's variant: one more box
    expect(home.htmlWithPromoVideo).toBeDefined();
    expect(home.htmlWithPromoVideo).not.toBe(home.html);
  });

  it('renders /kz/about in Kazakh, with its Suspense boundary complete (nothing left to the browser)', async () => {
    const about = await renderMarketingPage('about', 'kz');
    expect(about.lang).toBe('kk');
    expect(about.title).toBe(textOf('kk', 'about').meta?.title);
    expect(about.html.startsWith('<!--$-->')).toBe(true);
    expect(about.html).not.toContain('<!--$!-->');
    expect(about.html).not.toContain('aria-busy');
    expect(about.htmlWithPromoVideo).toBeUndefined();
  });
});

describe('splitPreloads', () => {
  it('takes the leading image preloads out of the body', () => {
    const { preloads, body } = splitPreloads('<link rel="preload" as="image" href="/a.svg"/><section>x</section>');
    expect(preloads).toEqual([{ tag: 'link', attributes: { rel: 'preload', as: 'image', href: '/a.svg' } }]);
    expect(body).toBe('<section>x</section>');
  });

  it('leaves a body without preloads as it is', () => {
    expect(splitPreloads('<div><link rel="preload" href="/b"/></div>')).toEqual({
      preloads: [],
      body: '<div><link rel="preload" href="/b"/></div>',
    });
  });
});
