import { LOCALES, MARKETING_PAGES, remoteModuleId } from '@jetkiz/contracts';
import { isWidgetPath, matchSitePath, remoteModuleOfHref, SITE_PATHS } from '.';

describe('the site route table', () => {
  it('has the locales of contracts', () => {
    expect(SITE_PATHS.locales).toEqual(LOCALES.map((locale) => locale.code));
  });

  it('lists every marketing page of spec §2 once', () => {
    const marketing = SITE_PATHS.pages.filter((route) => route.owner === 'marketing').map((route) => route.page);
    expect([...marketing].sort()).toEqual([...MARKETING_PAGES].sort());
  });

  it.each([
    '/ru',
    '/kz/',
    '/en/about',
    '/en/prices',
    '/kz/traveler',
    '/ru/public-offer',
    '/en/schedule',
    '/en/schedule/success',
    '/en/schedule/42',
    '/ru/confirm-email',
  ])('knows %s', (path) => {
    expect(matchSitePath(path)).not.toBeNull();
  });

  it.each(['/en/nope', '/en/about/more', '/en/schedule/42/x', '/de/about', '/en/widget', '/en/widget/nope', '/en/widget/trip/1'])(
    'does not know %s',
    (path) => {
      expect(matchSitePath(path)).toBeNull();
    },
  );

  it('knows a path without its prefix, which the app redirects', () => {
    expect(matchSitePath('/about')).toMatchObject({ locale: null, route: { owner: 'marketing', page: 'about' } });
    expect(matchSitePath('/')).toMatchObject({ locale: null, route: { page: 'home' } });
  });

  it('finds the owner of each widget page', () => {
    expect(matchSitePath('/kz/widget/trip')).toMatchObject({ locale: 'kz', kind: 'widget', route: { owner: 'widgets', page: 'trip' } });
    expect(matchSitePath('/en/widget/deliveryModal')).toMatchObject({
      kind: 'widget',
      route: { owner: 'logistics', page: 'deliveryModal' },
    });
  });

  it('tells the widget pages, which partners may frame, from the rest', () => {
    expect(isWidgetPath('/en/widget/trip')).toBe(true);
    expect(isWidgetPath('/ru/widget/anything')).toBe(true);
    expect(isWidgetPath('/en')).toBe(false);
    expect(isWidgetPath('/en/about')).toBe(false);
    expect(isWidgetPath('/en/widgets')).toBe(false);
  });
});

describe('remoteModuleOfHref', () => {
  const site = 'https://jetkiz.kz';

  it('names the remote behind a link of the site', () => {
    expect(remoteModuleOfHref('https://jetkiz.kz/ru/prices', site)).toBe(remoteModuleId('marketing', 'page'));
    expect(remoteModuleOfHref('/en/schedule/5?guest_token=x', site)).toBe(remoteModuleId('schedule', 'page'));
    expect(remoteModuleOfHref('/en/widget/insurance', site)).toBe(remoteModuleId('logistics', 'widget'));
  });

  it('has nothing for other hosts and unknown pages', () => {
    expect(remoteModuleOfHref('https://profile.jetkiz.kz/travels', site)).toBeNull();
    expect(remoteModuleOfHref('tel:+77273550055', site)).toBeNull();
    expect(remoteModuleOfHref('/en/nope', site)).toBeNull();
  });
});
