import { expectTextsPerLanguage } from '@jetkiz/web-kit/src/remote-texts/testing';
import { AUTH_NAMESPACE, useAuthTexts } from './auth-texts';

describe('the auth texts', () => {
  it('load only the page language, and the next one on a language switch', () =>
    expectTextsPerLanguage({
      namespace: AUTH_NAMESPACE,
      useTexts: useAuthTexts,
      titleKey: 'login.title',
      kazakhTitle: 'Кіру',
      englishTitle: 'Log in',
    }));
});
