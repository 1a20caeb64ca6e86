import { COMMON_NAMESPACE, addTranslations, commonTranslations } from '@jetkiz/contracts';
import i18next from 'i18next';
import { registerWidgetsTranslations } from '../i18n';

/** Test support: the widgets' texts and the `common` ones (errors) the shell would have loaded. */
export function registerTestTranslations(): void {
  registerWidgetsTranslations();
  addTranslations(i18next, COMMON_NAMESPACE, commonTranslations);
}
