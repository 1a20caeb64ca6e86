import { readFileSync } from 'node:fs';
import path from 'node:path';

type Language = 'ru' | 'kk' | 'en';

/** The marketing remote's own texts, so journeys follow its copy instead of repeating it. */
export function marketingText(language: Language, file: string, key: string): string {
  const texts = JSON.parse(readFileSync(path.join(__dirname, '../../mfe-marketing/src/i18n', language, `${file}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  if (typeof value !== 'string') throw new Error(`No marketing text ${language}/${file}:${key}`);
  return value;
}
