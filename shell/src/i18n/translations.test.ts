import i18next from 'i18next';
import en from './en.json';
import kk from './kk.json';
import ru from './ru.json';
import { createI18n, SHELL_NAMESPACE, showLanguage } from './create-i18n';
import { expectTranslated, sameInKazakhAndRussian } from '@jetkiz/contracts/src/i18n/testing';

const pluralForms = (texts: typeof en, key: string) =>
  Object.keys(texts.header)
    .filter((name) => name.startsWith(`${key}_`))
    .map((name) => name.slice(key.length + 1))
    .sort();

describe('shell translations', () => {
  it('have the same keys and placeholders in ru, kk and en, none empty', () => {
    expectTranslated({ ru, kk, en });
  });

  it('have the plural forms each language needs', () => {
    expect(pluralForms(ru, 'unreadMessages')).toEqual(['few', 'many', 'one', 'other']);
    expect(pluralForms(kk, 'unreadMessages')).toEqual(['one', 'other']);
    expect(pluralForms(en, 'unreadMessages')).toEqual(['one', 'other']);
  });

  it('are written in Kazakh in kk, not copied from ru, except names', () => {
    expect(sameInKazakhAndRussian(ru, kk)).toEqual(['brand', 'header.whatsapp']);
  });

  it('use the glossary words', () => {
    expect(ru.header).toMatchObject({ traveler: 'Путешественникам', logIn: 'Войти', logOut: 'Выйти', profile: 'Личный кабинет' });
    expect(kk.header).toMatchObject({ traveler: 'Саяхатшыларға', logIn: 'Кіру', logOut: 'Шығу', profile: 'Жеке кабинет' });
    expect([ru.footer.signUp, kk.footer.signUp, en.footer.signUp]).toEqual(['Регистрация', 'Тіркелу', 'Sign up']);
    expect([ru.modal.createParcel, kk.modal.createParcel]).toEqual(['Отправить посылку', 'Сәлемдеме жіберу']);
    expect([ru.modal.myTrips, kk.modal.myTrips]).toEqual(['Мои поездки', 'Менің сапарларым']);
  });
});

describe('loading languages', () => {
  it('starts with the one language the page shows and loads another when the visitor switches', async () => {
    const i18n = await createI18n('kk');
    expect(i18n.t('header.logIn')).toBe('Кіру');
    expect(i18n.t('invalidCredentials', { ns: 'common' })).toBe(i18n.getResource('kk', 'common', 'invalidCredentials'));
    expect(i18n.hasResourceBundle('ru', SHELL_NAMESPACE)).toBe(false);

    await showLanguage(i18n, 'ru');
    expect(i18n.language).toBe('ru');
    expect(i18n.t('header.logIn')).toBe('Войти');
    expect(i18n.t('somethingWentWrong', { ns: 'common' })).toBe('Что-то пошло не так');
    expect(i18next).toBe(i18n);
  });
});
