// The public site of mfe-marketing in every locale: titles, head links, Kazakh text, accessibility, 360 px.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { SITE_LOCALES } from '../support/chrome';

type Texts = { meta: { title: string; description: string }; title?: string; main?: { title: string } };

const TEXTS_DIR = path.resolve(__dirname, '../../mfe-marketing/src/i18n');
const PAGES = [
  { path: '', part: 'home' },
  { path: '/about', part: 'about' },
  { path: '/prices', part: 'prices' },
  { path: '/traveler', part: 'traveler' },
  { path: '/confirm-email', part: 'confirmEmail' },
  { path: '/public-offer', part: 'publicOffer' },
  { path: '/insurance-conditions', part: 'insuranceConditions' },
  { path: '/confidentiality-policy', part: 'confidentialityPolicy' },
  { path: '/payment-rules', part: 'paymentRules' },
] as const;

function textsOf(language: string, part: string): Texts {
  return JSON.parse(fs.readFileSync(path.join(TEXTS_DIR, language, `${part}.json`), 'utf8')) as Texts;
}

/** Every key path of the remote's texts ('home.main.title'), to spot one shown instead of its text. */
function keyPaths(tree: unknown, prefix: string, into: Set<string>): Set<string> {
  if (tree && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) {
      const keyPath = `${prefix}.${key}`;
      into.add(keyPath.slice(keyPath.indexOf('.') + 1));
      into.add(keyPath);
      keyPaths(value, keyPath, into);
    }
  }
  return into;
}

const ALL_KEYS = (() => {
  const keys = new Set<string>();
  for (const file of fs.readdirSync(path.join(TEXTS_DIR, 'ru')))
    keyPaths(textsOf('ru', file.replace('.json', '')), file.replace('.json', ''), keys);
  return [...keys].filter((key) => key.includes('.'));
})();
const COMMON_KEYS = Object.keys(
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../shared-contracts/src/i18n/common.en.json'), 'utf8')) as object,
);

async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // Generous: on a busy machine a cold page with its remote chunks can take a while.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

/** The page's visible text with every FAQ answer opened. */
async function visibleText(page: Page): Promise<string> {
  for (const question of await page.locator('#faq button[aria-expanded="false"]').all()) await question.click();
  return page.locator('body').innerText();
}

/** Three Latin words in a row: an English phrase. Brand names (Jetkiz, WhatsApp, App Store) are at most two. */
const ENGLISH_SENTENCE = /\b[A-Za-z]{2,}[ ,]+[A-Za-z]{2,}[ ,]+[A-Za-z]{2,}\b/;

/** Keys of the remote's texts ('main.title') and of the shared messages ('fieldRequired') shown as they are. */
function leftoverKeys(text: string): string[] {
  const words = new Set(text.split(/[\s,.;:!?()«»"“”]+/));
  const remoteKeys = ALL_KEYS.filter((key) => text.includes(key));
  const commonKeys = COMMON_KEYS.filter((key) => words.has(key) || (key.includes(' ') && text.includes(key)));
  return [...remoteKeys, ...commonKeys];
}

for (const { prefix, language } of SITE_LOCALES) {
  test.describe(`the /${prefix} pages`, () => {
    for (const { path: pagePath, part } of PAGES) {
      test(`${pagePath || 'home'} opens with its own title and language alternates`, async ({ page }) => {
        const texts = textsOf(language, part);
        await openPage(page, `/${prefix}${pagePath}`);
        await expect(page).toHaveTitle(texts.meta.title);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(texts.main?.title ?? texts.title ?? '');
        expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
        const alternates = await page
          .locator('link[rel="alternate"]')
          .evaluateAll((links) =>
            Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname])),
          );
        expect(alternates).toEqual({
          ru: `/ru${pagePath}`,
          kk: `/kz${pagePath}`,
          en: `/en${pagePath}`,
          'x-default': pagePath ? `/ru${pagePath}` : '/',
        });
      });
    }
  });
}

test('every page has a title of its own in every locale', async ({ page }) => {
  const titles = new Set<string>();
  for (const { prefix } of SITE_LOCALES) {
    for (const { path: pagePath } of PAGES) {
      await openPage(page, `/${prefix}${pagePath}`);
      titles.add(await page.title());
    }
  }
  expect(titles.size).toBe(SITE_LOCALES.length * PAGES.length);
});

test.describe('the /kz pages', () => {
  for (const { path: pagePath } of PAGES) {
    test(`${pagePath || 'home'} shows no translation key and no English sentence`, async ({ page }) => {
      await openPage(page, `/kz${pagePath}`);
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
      const text = await visibleText(page);
      expect(text.length).toBeGreaterThan(200);
      expect(leftoverKeys(text)).toEqual([]);
      expect(text.match(ENGLISH_SENTENCE)?.[0] ?? null).toBeNull();
    });
  }

  test('the contacts and callback modals speak Kazakh too', async ({ page }) => {
    await openPage(page, '/kz?modal=contacts');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Байланыс' })).toBeVisible();
    let text = await dialog.innerText();
    expect(leftoverKeys(text)).toEqual([]);
    expect(text.match(ENGLISH_SENTENCE)?.[0] ?? null).toBeNull();

    await openPage(page, '/kz?modal=contact-form');
    await expect(dialog.getByRole('heading', { name: 'Маған қоңырау шалыңыз' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Қоңырау күтемін' }).click();
    await expect(dialog.getByText('Міндетті өріс').first()).toBeVisible();
    text = await dialog.innerText();
    expect(leftoverKeys(text)).toEqual([]);
    expect(text.match(ENGLISH_SENTENCE)?.[0] ?? null).toBeNull();
  });
});

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

test.describe('axe', () => {
  for (const { prefix } of SITE_LOCALES) {
    for (const { path: pagePath } of PAGES) {
      test(`/${prefix}${pagePath} has no serious or critical violation`, async ({ page }) => {
        await openPage(page, `/${prefix}${pagePath}`);
        await page.mouse.wheel(0, 20_000);
        await page.waitForLoadState('networkidle');
        await page
          .locator('#faq button')
          .first()
          .click({ timeout: 2000 })
          .catch(() => undefined);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  for (const modal of ['contacts', 'contact-form']) {
    test(`the ${modal} modal has no serious or critical violation`, async ({ page }) => {
      await openPage(page, `/ru?modal=${modal}`);
      await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const pagePath of ['', '/prices', '/traveler', '/public-offer']) {
    test(`/ru${pagePath} fits the screen without sideways scrolling`, async ({ page }) => {
      await openPage(page, `/ru${pagePath}`);
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test('#faq from another page lands on the answers', async ({ page }) => {
  await openPage(page, '/en/about');
  await page.goto('/en#faq');
  await expect(page.getByRole('button', { name: 'How does safe payment work?' })).toBeInViewport();
});
