import { COMMON_NAMESPACE, FALLBACK_LANGUAGE, addTranslations, commonTranslations } from '@jetkiz/contracts';
import type { LanguageCode, TranslationRegistry } from '@jetkiz/contracts';
import i18next from 'i18next';
import type { i18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import en from './en.json';
import kk from './kk.json';
import ru from './ru.json';

export const PROFILE_NAMESPACE = 'profile';

export const profileTranslations: Record<LanguageCode, object> = { ru, kk, en };

/** The profile's own texts and the shared `common` ones (error messages, glossary words). */
export function addProfileTexts(registry: TranslationRegistry): void {
  addTranslations(registry, PROFILE_NAMESPACE, profileTranslations);
  addTranslations(registry, COMMON_NAMESPACE, commonTranslations);
}

/** The profile host is its own origin, so it owns its i18next instance (no shell here). */
export async function createI18n(language: LanguageCode): Promise<i18n> {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: PROFILE_NAMESPACE,
    ns: [PROFILE_NAMESPACE, COMMON_NAMESPACE],
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  addProfileTexts(i18next);
  return i18next;
}

export function useProfileTexts() {
  return useTranslation(PROFILE_NAMESPACE);
}

/** Error messages are keys of the `common` namespace (contracts' MESSAGE_KEYS). */
export function useCommonTexts() {
  return useTranslation(COMMON_NAMESPACE);
}

/** A text a store decides on and a view shows: a key and the namespace it lives in. */
export interface TextRef {
  namespace: typeof PROFILE_NAMESPACE | typeof COMMON_NAMESPACE;
  key: string;
}

export function commonText(key: string): TextRef {
  return { namespace: COMMON_NAMESPACE, key };
}

export function profileText(key: string): TextRef {
  return { namespace: PROFILE_NAMESPACE, key };
}

export function useTextOf(): (ref: TextRef) => string {
  const { t } = useTranslation([PROFILE_NAMESPACE, COMMON_NAMESPACE]);
  return (ref) => t(ref.key, { ns: ref.namespace });
}
