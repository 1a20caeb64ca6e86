import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { ConsoleMessage, Page } from '@playwright/test';

const textsOf = <T>(language: string, part: string): T =>
  JSON.parse(readFileSync(path.resolve(__dirname, `../../mfe-marketing/src/i18n/${language}/${part}.json`), 'utf8')) as T;
type Titled = { title: string };
const ruHome = textsOf<{ meta: Titled; main: Titled; howItWorks: Titled; advantages: Titled; users: Titled; faqTitle: string }>(
  'ru',
  'home',
);
const kkAbout = textsOf<{ title: string; story: Titled }>('kk', 'about');

// Issue 21, prerendered HTML: the marketing pages and the not-found page come rendered from the server (the shell's
// tree with the marketing remote's fragment), then React hydrates them without a mismatch.

const LOCALES = ['ru', 'kz', 'en'] as const;
/** Home, about, prices, traveler, public offer, insurance conditions and a path the site does not have (404). */
const PAGES = ['', '/about', '/prices', '/traveler', '/public-offer', '/insurance-conditions', '/no-such-page'] as const;

/** What React 19 says when the HTML it hydrates differs from its first render (minified: errors #418 to #425). */
function isHydrationProblem(message: ConsoleMessage): boolean {
  if (message.type() !== 'error' && message.type() !== 'warning') return false;
  const text = message.text();
  return /hydrat/i.test(text) || /react\.dev\/errors\/4(18|19|2[0-5])/.test(text);
}

test('GET /ru without a script has the home page in Russian: its heading and its sections', async ({ request }) => {
  const response = await request.get('/ru');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="ru">');
  expect(html).toContain(`<title>${ruHome.meta.title}</title>`);
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/ru"/);
  expect(html).toMatch(/<link rel="alternate" hreflang="kk" href="[^"]+\/kz"/);
  // styled before the remote's script: its stylesheets that the page uses, from the remote's address
  expect(html).toMatch(/<link rel="stylesheet" href="http:\/\/localhost:\d+\/[^"]+\.css">/);
  for (const text of [ruHome.main.title, ruHome.howItWorks.title, ruHome.advantages.title, ruHome.users.title, ruHome.faqTitle]) {
    expect(html).toContain(text);
  }
});

test('GET /kz/about without a script is in Kazakh, with lang="kk"', async ({ request }) => {
  const html = await (await request.get('/kz/about')).text();
  expect(html).toContain('<html lang="kk">');
  expect(html).toContain(kkAbout.title);
  expect(html).toContain(kkAbout.story.title);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the pages show their text, links and pictures before any script', async ({ page }) => {
    await page.goto('/ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ruHome.main.title);
    await expect(page.getByRole('heading', { level: 2, name: ruHome.howItWorks.title })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'О нас' })).toHaveAttribute('href', '/ru/about');
    const hero = page.locator('main img').first();
    await expect(hero).toBeVisible();
    expect(await hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await page.goto('/kz/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(kkAbout.title);
  });

  test('a language link followed before any script keeps the address’s query', async ({ page }) => {
    await page.goto('/ru/about?from=mail');
    await page.locator('header a[hreflang="en"]').click();
    await expect(page).toHaveURL(/\/en\/about\?from=mail$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

/** Remembers the server's `<main>` before the app starts: hydrating keeps it, a client render replaces it. */
async function keepServerMain(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverMain: Element | null }).serverMain = document.querySelector('main');
    });
  });
}

for (const locale of LOCALES) {
  test(`every prerendered page in /${locale} hydrates with no mismatch`, async ({ page }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (isHydrationProblem(message)) problems.push(`${page.url()}: ${message.text()}`);
    });
    await keepServerMain(page);
    for (const pagePath of PAGES) {
      await page.goto(`/${locale}${pagePath}`);
      await page.waitForLoadState('networkidle');
      // the server's <main> is still the one shown, and it is the app's (React attached to it)
      expect(
        await page.evaluate(() => (window as unknown as { serverMain: Element | null }).serverMain === document.querySelector('main')),
        pagePath,
      ).toBe(true);
      expect(
        await page.locator('#root').evaluate((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer'))),
        pagePath,
      ).toBe(true);
    }
    expect(problems).toEqual([]);
  });
}

test('a first load with a query and a hash: once hydrated, the language links keep both', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (isHydrationProblem(message)) problems.push(message.text());
  });
  await keepServerMain(page);
  // The server's HTML was built at the path alone; the links get the query and the hash after hydration.
  await page.goto('/ru?x=1#faq');
  await expect
    .poll(() => page.locator('#root').evaluate((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer'))))
    .toBe(true);
  // hydrated, not drawn again in the browser
  expect(
    await page.evaluate(() => (window as unknown as { serverMain: Element | null }).serverMain === document.querySelector('main')),
  ).toBe(true);
  const header = page.getByRole('banner');
  await expect(header.locator('a[hreflang="kk"]')).toHaveAttribute('href', /\?x=1#faq$/);
  await expect(header.locator('a[hreflang="en"]')).toHaveAttribute('href', '/en?x=1#faq');
  expect(problems).toEqual([]);
});

test('a visitor with a session gets the page rendered in the browser', async ({ request }) => {
  const html = await (await request.get('/ru/about', { headers: { cookie: 'z_token=not-a-real-session' } })).text();
  expect(html).toContain('<div id="root"></div>');
});

test('a hydrated form ties each field to its error: every id a control points at is on the page', async ({ page }) => {
  await page.goto('/ru/prices');
  const form = page.locator('main form');
  await expect(form).toHaveAttribute('aria-busy', 'false');
  await form.locator('button[type=submit]').click();
  const invalid = form.locator('[aria-invalid="true"]');
  await expect(invalid.first()).toBeVisible();
  for (const control of await invalid.all()) {
    // the prerendered ids, which the hydrating tree would compute otherwise (see web-kit FieldFrame)
    const description = await control.evaluate((element) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`)
        .join(' ')
        .trim(),
    );
    expect(description).not.toContain('missing');
    expect(description).not.toBe('');
  }
});
