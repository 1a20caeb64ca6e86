import i18next from 'i18next';
import { MESSAGE_KEYS } from '../errors';
import { COMMON_NAMESPACE, addTranslations, commonTranslations } from './common-translations';
import { expectTranslated, sameInKazakhAndRussian, textKeysOf } from './testing';

const { ru, kk, en } = commonTranslations;

describe('common translations', () => {
  it('have the same keys and placeholders in ru, kk and en, none empty', () => {
    expectTranslated(commonTranslations);
  });

  it('translate every message key', () => {
    for (const key of Object.values(MESSAGE_KEYS)) expect(textKeysOf(ru)).toContain(key);
  });

  it.each(['retryInSeconds', 'retryInMinutes'])('have the plural forms of %s each language needs', (key) => {
    const forms = (tree: object) =>
      Object.keys(tree)
        .filter((name) => name.startsWith(`${key}_`))
        .sort();
    expect(forms(ru)).toEqual(['few', 'many', 'one', 'other'].map((form) => `${key}_${form}`));
    expect(forms(kk)).toEqual([`${key}_one`, `${key}_other`]);
    expect(forms(en)).toEqual([`${key}_one`, `${key}_other`]);
  });

  it('are written in Kazakh in kk, not copied from ru', () => {
    // Loanwords the glossary spells the same in both languages.
    expect(sameInKazakhAndRussian(ru, kk)).toEqual([
      'glossary.commission',
      'glossary.deliveryTypeRailway',
      'glossary.baggage',
      'glossary.courier',
    ]);
  });

  it('name the glossary words', () => {
    expect(ru.glossary).toMatchObject({ parcel: 'посылка', traveler: 'путешественник', bind: 'заявка' });
    expect(kk.glossary).toMatchObject({ parcel: 'сәлемдеме', trip: 'сапар', reward: 'сыйақы' });
    expect(en.glossary).toMatchObject({ bind: 'request', claim: 'courier order' });
  });
});

describe('addTranslations', () => {
  it('adds a namespace in every language to a real i18next instance', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'kk', fallbackLng: 'en', resources: {} });
    addTranslations(i18n, COMMON_NAMESPACE, commonTranslations);
    expect(i18n.t('invalidCredentials', { ns: COMMON_NAMESPACE })).toBe(kk.invalidCredentials);
    await i18n.changeLanguage('ru');
    expect(i18n.t('glossary.parcel', { ns: COMMON_NAMESPACE })).toBe('посылка');
  });

  it('merges into what is there and overwrites old texts', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { auth: { title: 'Old', kept: 'Kept' } } } });
    addTranslations(i18n, 'auth', { ru: { title: 'Вход' }, kk: { title: 'Кіру' }, en: { title: 'Log in' } });
    expect(i18n.t('title', { ns: 'auth' })).toBe('Log in');
    expect(i18n.t('kept', { ns: 'auth' })).toBe('Kept');
  });
});
