import { parseStandaloneConfig, StandaloneConfigError, standalonePageOf } from './standalone-config';

describe('standalone page', () => {
  it.each([
    ['/ru/widget/parcel', { locale: 'ru', widget: 'parcel' }],
    ['/kz/widget/trip', { locale: 'kz', widget: 'trip' }],
    ['/en/widget/trip/', { locale: 'en', widget: 'trip' }],
    ['/de/widget/trip', null],
    ['/en/widget/delivery', null],
    ['/en/widget/trip/extra', null],
    ['/kz/widget/refused', { locale: 'kz', refused: true }],
    ['/en/widget/refused/', { locale: 'en', refused: true }],
    ['/de/widget/refused', null],
    ['/ru/widget/refused/more', null],
  ])('reads %s', (path, page) => {
    expect(standalonePageOf(path)).toEqual(page);
  });

  it('reads its config and refuses one without its URLs', () => {
    const config = { apiUrl: 'https://api.jetkiz.kz', siteUrl: 'https://jetkiz.kz', profileUrl: 'https://profile.jetkiz.kz' };
    expect(parseStandaloneConfig({ ...config, partnerOrigins: ['https://partner.kz'], recaptchaSiteKey: '' })).toEqual({
      ...config,
      partnerOrigins: ['https://partner.kz'],
      recaptchaSiteKey: undefined,
    });
    expect(() => parseStandaloneConfig({ ...config, apiUrl: '' })).toThrow(StandaloneConfigError);
    expect(() => parseStandaloneConfig(null)).toThrow(StandaloneConfigError);
  });
});
