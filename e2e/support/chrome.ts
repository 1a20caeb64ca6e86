import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { ORIGINS } from './stack';

const repoRoot = path.resolve(__dirname, '../..');

export type ShellTexts = typeof import('../../shell/src/i18n/en.json');

/** The shell's own texts in a language, so a test finds the chrome by what a visitor reads. */
export function shellTexts(language: 'ru' | 'kk' | 'en'): ShellTexts {
  return JSON.parse(readFileSync(path.join(repoRoot, `shell/src/i18n/${language}.json`), 'utf8')) as ShellTexts;
}

export const SITE_LOCALES = [
  { prefix: 'ru', language: 'ru' },
  { prefix: 'kz', language: 'kk' },
  { prefix: 'en', language: 'en' },
] as const;

/**
 * Marks the open modal as loading the way a remote does, through the HostApi the shell hands it: the HostApi is
 * found in React's tree above the dialog, since the shell does not put it on `window`.
 */
export async function setModalLoading(page: Page, loading: boolean): Promise<void> {
  await page.evaluate((value) => {
    type Fiber = { memoizedProps?: { value?: { modals?: { setLoading?: (loading: boolean) => void } } }; return: Fiber | null };
    const dialog = document.querySelector('[role="dialog"]');
    if (!dialog) throw new Error('no dialog is open');
    const fiberKey = Object.keys(dialog).find((key) => key.startsWith('__reactFiber$'));
    let fiber = fiberKey ? ((dialog as unknown as Record<string, Fiber>)[fiberKey] ?? null) : null;
    while (fiber) {
      const modals = fiber.memoizedProps?.value?.modals;
      if (modals?.setLoading) {
        modals.setLoading(value);
        return;
      }
      fiber = fiber.return;
    }
    throw new Error('no HostApi above the dialog');
  }, loading);
}

/** The footer, which loads once the page has settled and the visitor scrolls towards it. */
export async function scrollToFooter(page: Page): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(footer).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  return footer;
}

/** A site locale as a test meets it: its path prefix and the shell's texts in its language. */
export interface SiteLocale {
  prefix: string;
  texts: ShellTexts;
}

/** The test once in each site locale, named with its prefix, each run starting on `path` of that locale. */
export function testInEachSiteLocale(title: string, path: string, body: (page: Page, locale: SiteLocale) => Promise<void>): void {
  for (const { prefix, language } of SITE_LOCALES) {
    test(`${title} in /${prefix}`, async ({ page }) => {
      const texts = shellTexts(language);
      await page.goto(`/${prefix}${path}`);
      await body(page, { prefix, texts });
    });
  }
}

/**
 * Each link of `scope` in `links`, found by its name in `names`, leads to its page of the site in the locale: a page
 * with its heading, and not the 'not found' one.
 */
export async function expectLinksReachPages<Key extends string>(
  page: Page,
  scope: Locator,
  { prefix, texts }: SiteLocale,
  names: Readonly<Record<Key, string>>,
  links: readonly (readonly [key: Key, path: string])[],
): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  for (const [key, path] of links) {
    await scope.getByRole('link', { name: names[key], exact: true }).click();
    await expect(page).toHaveURL(`${ORIGINS.site}/${prefix}${path}`);
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText(texts.notFound.title);
  }
}

/** Each button of `scope` named in `buttons` opens a modal, and Escape closes it. */
export async function expectButtonsOpenModals(page: Page, scope: Locator, buttons: readonly string[]): Promise<void> {
  for (const button of buttons) {
    await scope.getByRole('button', { name: button, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
}
