// The marketing remote's build-time rendering (a Node-target build of the same page components; see
// rspack.prerender.cjs): every prerendered page in every locale is written to dist/prerender/{locale}/{page}.json,
// which the remote's static server serves beside its remoteEntry.js and the shell's server inlines into its page.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@jetkiz/contracts';
import type { LanguageCode } from '@jetkiz/contracts';
import type { TextPart } from '../i18n';
import { PRERENDERED_PAGES, prepareTexts, renderMarketingPage } from './render-page';
import { stylesheetsOf } from '@jetkiz/web-kit/src/prerender';
import { PUBLIC_PATH_TOKEN } from './public-path.json';

/**
 * Writes every page's fragment under `outDir` (dist/prerender), with the texts read from `textsDir` (src/i18n, the
 * same files the browser build copies to texts/); returns the files written.
 */
export async function prerenderAll(outDir: string, textsDir: string): Promise<string[]> {
  const readTexts = (language: LanguageCode, part: TextPart) =>
    JSON.parse(readFileSync(path.join(textsDir, language, `${part}.json`), 'utf8')) as object;
  await prepareTexts(readTexts);
  // the browser build's CSS, the one the exposed page's own file first (dist/ is outDir's parent)
  const dist = path.dirname(outDir);
  const stylesheets = readdirSync(dist)
    .filter((file) => file.endsWith('.css'))
    .sort((a, b) => Number(b.startsWith('__federation_expose_Page')) - Number(a.startsWith('__federation_expose_Page')))
    .map((file) => ({ file, css: readFileSync(path.join(dist, file), 'utf8') }));
  const written: string[] = [];
  for (const { code } of LOCALES) {
    mkdirSync(path.join(outDir, code), { recursive: true });
    for (const page of PRERENDERED_PAGES) {
      const file = path.join(outDir, code, `${page}.json`);
      const fragment = await renderMarketingPage(page, code);
      fragment.stylesheets = stylesheetsOf(fragment.htmlWithPromoVideo ?? fragment.html, stylesheets).map((css) => ({
        tag: 'link',
        attributes: { rel: 'stylesheet', href: `${PUBLIC_PATH_TOKEN}${css}` },
      }));
      writeFileSync(file, JSON.stringify(fragment));
      written.push(file);
    }
  }
  return written;
}
