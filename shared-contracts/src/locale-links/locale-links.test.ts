import { LANG_PARAM, profileLink, siteLink } from './locale-links';

describe('profileLink', () => {
  it('carries the language in ?lang=', () => {
    expect(LANG_PARAM).toBe('lang');
    expect(profileLink('https://my.jetkiz.kz', 'kz')).toBe('https://my.jetkiz.kz/?lang=kz');
    expect(profileLink('http://localhost:3100/', 'en', '/travels')).toBe('http://localhost:3100/travels?lang=en');
  });

  it('keeps the query and the fragment of the path, and the query given', () => {
    expect(profileLink('https://my.jetkiz.kz', 'ru', '/deals/3#chat')).toBe('https://my.jetkiz.kz/deals/3?lang=ru#chat');
    expect(profileLink('https://my.jetkiz.kz', 'kz', '/redirect', { action: 'alert', message: 'Сәлем & ?' })).toBe(
      'https://my.jetkiz.kz/redirect?action=alert&message=%D0%A1%D3%99%D0%BB%D0%B5%D0%BC+%26+%3F&lang=kz',
    );
  });

  it('puts the current language in place of one the path already names', () => {
    expect(profileLink('https://my.jetkiz.kz', 'kz', '/travels?lang=ru&bind=4')).toBe('https://my.jetkiz.kz/travels?lang=kz&bind=4');
  });

  it('keeps a path the profile is served under', () => {
    expect(profileLink('https://jetkiz.kz/profile', 'kz', '/verification')).toBe('https://jetkiz.kz/profile/verification?lang=kz');
    expect(profileLink('https://jetkiz.kz/profile/', 'en')).toBe('https://jetkiz.kz/profile/?lang=en');
    expect(profileLink('http://localhost:3100', 'ru', '/confirm-trip#token=a-B_9')).toBe(
      'http://localhost:3100/confirm-trip?lang=ru#token=a-B_9',
    );
  });
});

describe('siteLink', () => {
  it('leads under the locale prefix', () => {
    expect(siteLink('https://jetkiz.kz', 'kz')).toBe('https://jetkiz.kz/kz');
    expect(siteLink('https://jetkiz.kz/', 'en', '/schedule/12')).toBe('https://jetkiz.kz/en/schedule/12');
  });

  it('keeps the query and the fragment', () => {
    expect(siteLink('https://jetkiz.kz', 'ru', '/?modal=login')).toBe('https://jetkiz.kz/ru?modal=login');
    expect(siteLink('https://jetkiz.kz', 'kz', '/widget/insurance?bind=3#top')).toBe('https://jetkiz.kz/kz/widget/insurance?bind=3#top');
  });
});
