import { expectTextsPerLanguage } from '@jetkiz/web-kit/src/remote-texts/testing';
import { WIDGETS_NAMESPACE, useWidgetsTexts } from './widgets-texts';

describe('the widgets texts', () => {
  it('load only the page language, and the next one on a language switch', () =>
    expectTextsPerLanguage({
      namespace: WIDGETS_NAMESPACE,
      useTexts: useWidgetsTexts,
      titleKey: 'trip.title',
      kazakhTitle: 'Жаңа сапар',
      englishTitle: 'New trip',
    }));
});
