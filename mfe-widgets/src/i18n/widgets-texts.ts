import { remoteTexts } from '@jetkiz/web-kit/forms';
import i18next from 'i18next';

export const WIDGETS_NAMESPACE = 'widgets';

const widgetsTexts = remoteTexts(i18next, WIDGETS_NAMESPACE, (language) => import(`./${language}.json`));

/** Adds the widgets' texts in one language to i18next (a widget downloads only the language it shows). */
export const loadWidgetsTexts = widgetsTexts.load;
/** Suspends until the widgets' texts are there in the page's language. */
export const useWidgetsTexts = widgetsTexts.useTexts;
