import { profileLink } from './profile-link';

describe('profileLink', () => {
  it("carries the recipient's language code, kk for the kz locale, before the fragment", () => {
    expect(profileLink('https://my.jetkiz.kz', 'kz', '/travels')).toBe('https://my.jetkiz.kz/travels?lang=kk');
    expect(profileLink('https://my.jetkiz.kz', 'en', '/deals/3#chat')).toBe('https://my.jetkiz.kz/deals/3?lang=en#chat');
    expect(profileLink('http://localhost:3100', 'ru', '/confirm-trip#token=a-B_9')).toBe(
      'http://localhost:3100/confirm-trip?lang=ru#token=a-B_9',
    );
  });

  it('keeps the query of the path and the one given, and puts the language in place of one already there', () => {
    expect(profileLink('https://my.jetkiz.kz', 'kz', '/redirect?action=redirect&redirect_to=deal', { bind_id: '7' })).toBe(
      'https://my.jetkiz.kz/redirect?action=redirect&redirect_to=deal&bind_id=7&lang=kk',
    );
    expect(profileLink('https://my.jetkiz.kz', 'en', '/travels?lang=ru&bind=4')).toBe('https://my.jetkiz.kz/travels?lang=en&bind=4');
  });

  it('keeps a path the profile is served under', () => {
    expect(profileLink('https://jetkiz.kz/profile', 'kz', '/verification')).toBe('https://jetkiz.kz/profile/verification?lang=kk');
  });
});
