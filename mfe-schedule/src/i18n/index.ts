import type { LanguageCode, TranslationTree } from '@jetkiz/contracts';
import i18next from 'i18next';

export const SCHEDULE_NAMESPACE = 'schedule';

/** One chunk per language: a page downloads the texts of the language it shows, another when the visitor switches. */
const TEXTS: Readonly<Record<LanguageCode, () => Promise<{ default: TranslationTree }>>> = {
  ru: () => import('./ru.json'),
  kk: () => import('./kk.json'),
  en: () => import('./en.json'),
};

const loading = new Map<LanguageCode, Promise<void>>();

/**
 * Adds the remote's texts in one language to the shell's i18next (the remote ships its texts with its code).
 * One promise per language, so React's `use` sees the same one on every render; a failed download is forgotten
 * so that a retry fetches it again.
 */
export function loadScheduleTexts(language: LanguageCode): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    pending = TEXTS[language]().then(({ default: texts }) => {
      i18next.addResourceBundle(language, SCHEDULE_NAMESPACE, texts, true, true);
    });
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}
