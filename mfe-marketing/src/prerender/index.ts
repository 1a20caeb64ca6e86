// The marketing remote's build-time rendering (a Node-target build of the same page components; see
// rspack.prerender.cjs): every prerendered page in every locale is written to dist/prerender/{locale}/{page}.json,
// which the remote's static server serves beside its remoteEntry.js and the shell's server inlines into its page.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@jetkiz/contracts';
import type { LanguageCode } from '@jetkiz/contracts';
import type { TextPart } from '../i18n';
import { PRERENDERED_PAGES, prepareTexts, renderMarketingPage } from './render-page';

export { PRERENDERED_PAGES, renderMarketingPage } from './render-page';
export type { PageFragment } from './render-page';

/**
 * Writes every page's fragment under `outDir` (dist/prerender), with the texts read from `textsDir` (src/i18n, the
 * same files the browser build copies to texts/); returns the files written.
 */
export async function prerenderAll(outDir: string, textsDir: string): Promise<string[]> {
  const readTexts = (language: LanguageCode, part: TextPart) =>
    JSON.parse(readFileSync(path.join(textsDir, language, `${part}.json`), 'utf8')) as object;
  await prepareTexts(readTexts);
  const written: string[] = [];
  for (const { code } of LOCALES) {
    mkdirSync(path.join(outDir, code), { recursive: true });
    for (const page of PRERENDERED_PAGES) {
      const file = path.join(outDir, code, `${page}.json`);
      writeFileSync(file, JSON.stringify(await renderMarketingPage(page, code)));
      written.push(file);
    }
  }
  return written;
}
