import { addTranslations } from '@jetkiz/contracts';
import i18next from 'i18next';
import insuranceEn from '../insurance/texts/en.json';
import insuranceKk from '../insurance/texts/kk.json';
import insuranceRu from '../insurance/texts/ru.json';
import en from './en.json';
import kk from './kk.json';
import ru from './ru.json';

export const LOGISTICS_NAMESPACE = 'logistics';

/** The remote ships its texts with its code and adds them to the shell's i18next when it loads. */
export function registerLogisticsTranslations(): void {
  addTranslations(i18next, LOGISTICS_NAMESPACE, {
    ru: { ...ru, insurance: insuranceRu },
    kk: { ...kk, insurance: insuranceKk },
    en: { ...en, insurance: insuranceEn },
  });
}
