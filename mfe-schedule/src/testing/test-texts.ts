import { COMMON_NAMESPACE, addTranslations, commonTranslations } from '@jetkiz/contracts';
import type { LanguageCode } from '@jetkiz/contracts';
import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import { loadScheduleTexts } from '../i18n';

/** Test support: the texts a page of this remote sees in the shell — the shell's `common` namespace and its own. */
export async function showTexts(language: LanguageCode): Promise<void> {
  const i18n = await initTestI18n(language);
  addTranslations(i18n, COMMON_NAMESPACE, commonTranslations);
  await loadScheduleTexts(language);
}
