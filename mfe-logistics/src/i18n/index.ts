import { addTranslations } from '@jetkiz/contracts';
import i18next from 'i18next';
import courierEn from '../courier/texts/en.json';
import courierKk from '../courier/texts/kk.json';
import courierRu from '../courier/texts/ru.json';
import insuranceEn from '../insurance/texts/en.json';
import insuranceKk from '../insurance/texts/kk.json';
import insuranceRu from '../insurance/texts/ru.json';
import en from './en.json';
import kk from './kk.json';
import ru from './ru.json';

export const LOGISTICS_NAMESPACE = 'logistics';

/** Each feature's texts under its own key of the one `logistics` namespace. */
export const LOGISTICS_TEXTS = {
  ru: { ...ru, courier: courierRu, insurance: insuranceRu },
  kk: { ...kk, courier: courierKk, insurance: insuranceKk },
  en: { ...en, courier: courierEn, insurance: insuranceEn },
};

/** The remote ships its texts with its code and adds them to the shell's i18next when it loads. */
export function registerLogisticsTranslations(): void {
  addTranslations(i18next, LOGISTICS_NAMESPACE, LOGISTICS_TEXTS);
}
