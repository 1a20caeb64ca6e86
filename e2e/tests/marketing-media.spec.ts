// The home page's pictures and promo video (issue 22 item 12): our own drawings, described in every locale, and a
// video facade that asks nothing of YouTube until the visitor clicks play.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { marketingText } from '../support/marketing-texts';
import { ORIGINS, stackEnv } from '../support/stack';

const LOCALES = [
  { code: 'ru', language: 'ru' },
  { code: 'kz', language: 'kk' },
  { code: 'en', language: 'en' },
] as const;
const STEP_PICTURES = ['parcel', 'traveler', 'safe-deal', 'delivery'] as const;
const THIRD_PARTY_PLAYER = /youtube|ytimg|googlevideo|doubleclick/;

async function openHome(page: Page, code: string): Promise<void> {
  await page.goto(`/${code}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
}

/** The picture has come from the marketing remote's own origin and drawn at a real size, in the box its attributes keep. */
async function expectOwnPicture(picture: Locator): Promise<void> {
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(new URL((await picture.getAttribute('src'))!).origin).toBe(ORIGINS.marketing);
  expect(Number(await picture.getAttribute('width'))).toBeGreaterThan(0);
  expect(Number(await picture.getAttribute('height'))).toBeGreaterThan(0);
}

for (const { code, language } of LOCALES) {
  test(`/${code}: the first screen and the steps show our own pictures, described in the page's language`, async ({ page }) => {
    await openHome(page, code);
    await expectOwnPicture(page.getByRole('img', { name: marketingText(language, 'home', 'illustrations.hero'), exact: true }));
    for (const picture of STEP_PICTURES) {
      const steps = page.getByRole('img', { name: marketingText(language, 'home', `illustrations.${picture}`), exact: true });
      // one for the sender's steps and one for the traveler's
      await expect(steps).toHaveCount(2);
      await steps.first().scrollIntoViewIfNeeded();
      await expectOwnPicture(steps.first());
    }
  });
}

test("the promo video: our own poster, no request to YouTube before the click, the player's frame after it", async ({ page }) => {
  const videoId = stackEnv().PROMO_VIDEO_ID!;
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (THIRD_PARTY_PLAYER.test(new URL(request.url()).hostname)) thirdParty.push(request.url());
  });
  // The player is never really loaded in a test: its request is recorded and refused.
  const playerRequests: string[] = [];
  await page.route('https://www.youtube-nocookie.com/**', async (route) => {
    playerRequests.push(route.request().url());
    await route.abort();
  });

  await openHome(page, 'en');
  // The facade comes when the visitor gets near it: the section after it brings it into reach.
  await page.getByRole('heading', { level: 2, name: marketingText('en', 'home', 'advantages.title') }).scrollIntoViewIfNeeded();
  const play = page.getByRole('button', { name: 'Watch the video: how Jetkiz works' });
  await play.scrollIntoViewIfNeeded();
  await expectOwnPicture(play.locator('img'));
  await page.waitForLoadState('networkidle');
  expect(await page.locator('iframe[title="Video about how Jetkiz works"]').count()).toBe(0);
  expect(thirdParty).toEqual([]);

  await play.click();
  const embed = `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`;
  await expect(page.locator('iframe[title="Video about how Jetkiz works"]')).toHaveAttribute('src', embed);
  // The shell's CSP lets the privacy-enhanced player's frame through: the browser asked for it.
  await expect.poll(() => playerRequests).toContain(embed);
});

test("while the quotes load, their placeholders shimmer with the page's surface colour at the edges", async ({ page }) => {
  // The quotes never come, so the placeholders stay.
  await page.route('**/reviews/published*', () => undefined);
  await openHome(page, 'ru');
  // the section's code comes when the visitor gets near it
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  const placeholder = page.locator('#reviews [aria-busy="true"] li').first();
  await expect(placeholder).toBeVisible();
  const [edge, surface] = await placeholder.evaluate((element) => [
    getComputedStyle(element).getPropertyValue('--shimmer-edge').trim(),
    getComputedStyle(document.documentElement).getPropertyValue('--color-surface').trim(),
  ]);
  expect(surface).not.toBe('');
  expect(edge).toBe(surface);
});
