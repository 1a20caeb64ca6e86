import { commonTranslations } from './common-translations';
import { loadCommonTranslations } from './load-common-translations';

describe('loadCommonTranslations', () => {
  it.each(['ru', 'kk', 'en'] as const)('loads the %s texts', async (language) => {
    expect(await loadCommonTranslations(language)).toEqual(commonTranslations[language]);
  });

  it('keeps the languages apart', async () => {
    const [ru, kk] = await Promise.all([loadCommonTranslations('ru'), loadCommonTranslations('kk')]);
    expect(ru.invalidCredentials).not.toBe(kk.invalidCredentials);
  });
});
