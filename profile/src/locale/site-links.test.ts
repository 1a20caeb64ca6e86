import { siteLinks } from './site-links';

describe('siteLinks', () => {
  it('lead to the main site under the locale prefix', () => {
    const links = siteLinks('https://jetkiz.kz', 'kz');
    expect(links.home).toBe('https://jetkiz.kz/kz');
    expect(links.login).toBe('https://jetkiz.kz/kz?modal=login');
    expect(links.createParcel).toBe('https://jetkiz.kz/kz?modal=create-parcel');
    expect(links.createTrip).toBe('https://jetkiz.kz/kz?modal=create-travel');
    expect(links.schedule(12)).toBe('https://jetkiz.kz/kz/schedule/12');
  });
});
