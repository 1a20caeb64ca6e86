import { COMMON_NAMESPACE, addTranslations, commonTranslations } from '@jetkiz/contracts';
import i18next from 'i18next';
import { WIDGETS_NAMESPACE } from '../i18n';
import en from '../i18n/en.json';
import kk from '../i18n/kk.json';
import ru from '../i18n/ru.json';

/** Test support: the widgets' texts and the `common` ones (errors) the shell would have loaded. */
export function registerTestTranslations(): void {
  addTranslations(i18next, WIDGETS_NAMESPACE, { ru, kk, en });
  addTranslations(i18next, COMMON_NAMESPACE, commonTranslations);
}
