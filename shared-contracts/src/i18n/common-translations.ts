import type { LanguageCode } from '../constants';
import en from './common.en.json';
import kk from './common.kk.json';
import ru from './common.ru.json';

export const COMMON_NAMESPACE = 'common';

export type TranslationTree = Record<string, unknown>;

export const commonTranslations: Record<LanguageCode, TranslationTree> = { ru, kk, en };

/** The part of an i18next instance a remote needs to ship its texts; an `i18n` fits it. */
export interface TranslationRegistry {
  addResourceBundle(language: string, namespace: string, resources: object, deep?: boolean, overwrite?: boolean): unknown;
}

/** Adds a namespace in every language to the shell's one i18next instance, when a remote loads. */
export function addTranslations(i18n: TranslationRegistry, namespace: string, resources: Record<LanguageCode, object>): void {
  for (const [language, bundle] of Object.entries(resources)) {
    i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
}
