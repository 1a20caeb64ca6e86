import i18next from 'i18next';
import { MESSAGE_KEYS } from '../errors';
import { COMMON_NAMESPACE, addTranslations, commonTranslations } from './common-translations';

type Tree = Record<string, unknown>;

function leavesOf(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leavesOf(value as Tree, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

const { ru, kk, en } = commonTranslations;
const keysOf = (tree: Tree) =>
  leavesOf(tree)
    .map(([key]) => key)
    .sort();

describe('common translations', () => {
  it('have the same keys in ru, kk and en', () => {
    expect(keysOf(kk)).toEqual(keysOf(ru));
    expect(keysOf(en)).toEqual(keysOf(ru));
  });

  it('have no empty value', () => {
    for (const tree of [ru, kk, en]) {
      for (const [key, value] of leavesOf(tree)) expect([key, typeof value === 'string' && value.trim() !== '']).toEqual([key, true]);
    }
  });

  it('translate every message key', () => {
    for (const key of Object.values(MESSAGE_KEYS)) expect(keysOf(ru)).toContain(key);
  });

  it('are written in Kazakh in kk, not copied from ru', () => {
    const russian = new Map(leavesOf(ru));
    const copied = leavesOf(kk)
      .filter(([key, value]) => russian.get(key) === value)
      .map(([key]) => key);
    // Loanwords the glossary spells the same in both languages.
    expect(copied).toEqual(['glossary.commission', 'glossary.deliveryTypeRailway', 'glossary.baggage', 'glossary.courier']);
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
