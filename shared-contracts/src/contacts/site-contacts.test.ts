import { APP_STORE_BUTTONS_VISIBLE, SITE_CONTACTS } from './site-contacts';

describe('site contacts', () => {
  it('keep the app-store buttons hidden by default', () => {
    expect(APP_STORE_BUTTONS_VISIBLE).toBe(false);
  });

  it('store phones as the 11 digits the phone mask fills', () => {
    expect(SITE_CONTACTS.supportPhone).toMatch(/^7\d{10}$/);
    expect(SITE_CONTACTS.whatsappPhone).toMatch(/^7\d{10}$/);
  });

  it('link only to https addresses', () => {
    const links = Object.entries(SITE_CONTACTS).filter(([name]) => !/Phone|Email$/.test(name));
    for (const [, url] of links) expect(url).toMatch(/^https:\/\//);
  });
});
