import type { LanguageCode } from '@jetkiz/contracts';
import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import { addProfileTexts } from '../i18n';

/** The real i18next with the profile's and the common texts, in one language. */
export async function loadTestTexts(language: LanguageCode = 'en') {
  const i18n = await initTestI18n(language);
  addProfileTexts(i18n);
  return i18n;
}
