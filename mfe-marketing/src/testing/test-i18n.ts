import { COMMON_NAMESPACE, addTranslations, commonTranslations } from '@jetkiz/contracts';
import type { LanguageCode } from '@jetkiz/contracts';
import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import i18next from 'i18next';
import type { TextPart } from '../i18n';
import { loadMarketingTexts } from '../i18n';

const missing: string[] = [];

/**
 * Test support: the i18next the shell would give (its `common` namespace included) in `language`, with `parts`
 * already loaded so nothing suspends, recording every key a component asks for that no text file has.
 */
export async function setTestLanguage(language: LanguageCode, parts: readonly TextPart[] = []): Promise<void> {
  await initTestI18n(language);
  await Promise.all(parts.map((part) => loadMarketingTexts(language, part)));
  addTranslations(i18next, COMMON_NAMESPACE, commonTranslations);
  i18next.options.saveMissing = true;
  i18next.options.missingKeyHandler = (_languages, namespace, key) => {
    missing.push(`${namespace}:${key}`);
  };
}

/** Keys asked for since the last call that have no text. */
export function takeMissingKeys(): string[] {
  return missing.splice(0);
}
