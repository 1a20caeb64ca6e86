import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInContext, signUp, waitForApi, type ProfileAccount } from '../support/accounts';
import { scrollToFooter, SITE_LOCALES } from '../support/chrome';
import { ORIGINS } from '../support/stack';

// Issue 22 item 9: every locale's header and footer fit from the narrowest phone to a wide desktop.
const WIDTHS = [320, 768, 1366, 1920] as const;

interface Box {
  name: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

interface Chrome {
  height: number;
  /** the visible links, buttons and fields of the part measured */
  items: Box[];
  /** the part's bottom edge, and the top of what comes after it */
  bottom: number;
  nextTop: number | null;
  pageScrollWidth: number;
  viewportWidth: number;
}

/** What a visitor sees of a part of the page: each control's box, and whether the page scrolls sideways. */
function measure(part: Locator, controls = 'a, button, select'): Promise<Chrome> {
  return part.evaluate((element, selector) => {
    const visible = (node: Element) => {
      const style = getComputedStyle(node);
      const box = node.getBoundingClientRect();
      return style.visibility !== 'hidden' && box.width > 0 && box.height > 0;
    };
    const items = [...element.querySelectorAll(selector)].filter(visible).map((node) => {
      const { top, bottom, left, right } = node.getBoundingClientRect();
      return { name: (node.textContent ?? '').trim() || node.getAttribute('aria-label') || node.tagName, top, bottom, left, right };
    });
    const own = element.getBoundingClientRect();
    const next = element.nextElementSibling;
    return {
      height: Math.round(own.height),
      items,
      bottom: own.bottom,
      nextTop: next ? next.getBoundingClientRect().top : null,
      pageScrollWidth: document.scrollingElement!.scrollWidth,
      viewportWidth: window.innerWidth,
    };
  }, controls);
}

/** The items' vertical middles differ by less than a pixel or two when they stand on one row. */
function rowsOf(items: Box[]): string[][] {
  const rows: { middle: number; names: string[] }[] = [];
  for (const item of items) {
    const middle = (item.top + item.bottom) / 2;
    const row = rows.find((candidate) => Math.abs(candidate.middle - middle) <= 2);
    if (row) row.names.push(item.name);
    else rows.push({ middle, names: [item.name] });
  }
  return rows.map((row) => row.names);
}

function overlapping(items: Box[]): string[] {
  const found: string[] = [];
  items.forEach((a, index) => {
    for (const b of items.slice(index + 1)) {
      const apart = a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
      if (!apart) found.push(`${a.name} × ${b.name}`);
    }
  });
  return found;
}

function expectNoSidewaysScroll(chrome: Chrome): void {
  expect(chrome.pageScrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(chrome.viewportWidth);
  const outside = chrome.items.filter((item) => item.left < -0.5 || item.right > chrome.viewportWidth + 0.5).map((item) => item.name);
  expect(outside, 'controls outside the screen').toEqual([]);
}

async function siteHeader(page: Page, prefix: string): Promise<Chrome> {
  await page.goto(`/${prefix}/prices`);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Jetkiz', exact: true })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  return measure(header);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the site header stands on one row in every locale, as high as in English, above the page', async ({ page }) => {
      const english = await siteHeader(page, 'en');
      for (const { prefix } of SITE_LOCALES) {
        const chrome = prefix === 'en' ? english : await siteHeader(page, prefix);
        expect(rowsOf(chrome.items), `/${prefix}: the header's rows`).toHaveLength(1);
        expect(chrome.height, `/${prefix}: the header's height`).toBe(english.height);
        expect(chrome.nextTop, `/${prefix}: the page starts below the header`).toBeGreaterThanOrEqual(chrome.bottom - 0.5);
        expect(overlapping(chrome.items), `/${prefix}: header controls on top of each other`).toEqual([]);
        expectNoSidewaysScroll(chrome);
      }
    });

    test('before any script, the prerendered header shows the burger exactly where the measured header does', async ({ page, browser }) => {
      const withoutScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      const prerendered = await withoutScript.newPage();
      try {
        for (const { prefix } of SITE_LOCALES) {
          await page.goto(`/${prefix}/about`);
          const header = page.getByRole('banner');
          await expect(header).toHaveAttribute('data-fit', /.+/);
          const burger = (await header.getAttribute('data-fit')) === 'compact';
          await prerendered.goto(`${ORIGINS.site}/${prefix}/about`);
          const menuButton = prerendered.getByRole('banner').getByRole('button', { name: /menu|меню|мәзір/i });
          await expect(menuButton, `/${prefix}: the burger before the script`).toBeVisible({ visible: burger });
          await expect(prerendered.getByRole('banner').getByRole('navigation').first()).toBeVisible({ visible: !burger });
        }
      } finally {
        await withoutScript.close();
      }
    });

    test('the site footer’s items stand apart within the screen in every locale', async ({ page }) => {
      for (const { prefix } of SITE_LOCALES) {
        await page.goto(`/${prefix}/about`);
        const footer = await scrollToFooter(page);
        // The footer and its subscription form show once their place is near the screen: the page above may still grow.
        await expect(async () => {
          await footer.evaluate((element) => element.scrollIntoView({ block: 'end' }));
          await expect(footer.getByRole('textbox')).toBeVisible({ timeout: 1_000 });
        }).toPass({ timeout: 20_000 });
        const chrome = await measure(footer, 'a, button, input, label, h2, h3, p, li:not(:has(a, button))');
        expect(chrome.items.length).toBeGreaterThan(15);
        expect(overlapping(chrome.items), `/${prefix}: footer items on top of each other`).toEqual([]);
        expectNoSidewaysScroll(chrome);
      }
    });

    test.describe('the profile host', () => {
      let account: ProfileAccount;
      test.beforeAll(async ({ request }) => {
        await waitForApi(request);
        account = await signUp(request, 'Әйгерім');
      });

      test('its header keeps the bar and the sections each on one row, as high as in English, within the screen', async ({
        page,
        context,
      }) => {
        await logInContext(context, account);
        const headerIn = async (prefix: string) => {
          await page.goto(`${ORIGINS.profile}/?lang=${prefix}`);
          const header = page.getByRole('banner');
          await expect(header.getByRole('navigation')).toBeVisible();
          await page.evaluate(() => document.fonts.ready);
          return {
            whole: await measure(header),
            sections: await measure(header.getByRole('navigation'), 'a'),
          };
        };
        const english = await headerIn('en');
        for (const { prefix } of SITE_LOCALES) {
          const { whole, sections } = prefix === 'en' ? english : await headerIn(prefix);
          expect(rowsOf(sections.items), `?lang=${prefix}: the sections' rows`).toHaveLength(1);
          const bar = whole.items.filter((item) => !sections.items.some((section) => section.name === item.name));
          expect(rowsOf(bar), `?lang=${prefix}: the bar's rows`).toHaveLength(1);
          expect(whole.height, `?lang=${prefix}: the header's height`).toBe(english.whole.height);
          expect(overlapping(whole.items), `?lang=${prefix}: header controls on top of each other`).toEqual([]);
          expect(whole.pageScrollWidth, `?lang=${prefix}: the page scrolls sideways`).toBeLessThanOrEqual(whole.viewportWidth);
        }
      });
    });
  });
}
