// The parcel's photos as every view shows them (issue 22 item 7): the kit's thumbnail strip and its viewer.
import { expect, type Locator, type Page } from '@playwright/test';

const STRIP = 'Photos of the parcel';

const photoName = (number: number, total: number) => `Photo ${number} of ${total} of the parcel`;

/** The browser really loaded the image: the API served it and the page's policy let it in. */
async function expectLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0))
    .toBe(true);
}

/**
 * Within `scope`, the parcel's `total` photos as loaded thumbnail buttons; the first opens the viewer large, the
 * right arrow shows the next, Escape closes it and the focus is back on the thumbnail of the photo last shown.
 */
export async function expectParcelPhotos(page: Page, scope: Locator, total: number): Promise<void> {
  const thumbnails = scope.getByRole('list', { name: STRIP }).getByRole('button');
  await expect(thumbnails).toHaveCount(total, { timeout: 20_000 });
  const sources: string[] = [];
  for (let index = 0; index < total; index += 1) {
    const thumbnail = thumbnails.nth(index);
    await expect(thumbnail).toHaveAccessibleName(photoName(index + 1, total));
    const image = thumbnail.getByRole('img');
    await expectLoaded(image);
    sources.push((await image.getAttribute('src')) ?? '');
  }

  await thumbnails.first().click();
  const viewer = page.getByRole('dialog', { name: STRIP });
  await expect(viewer).toBeVisible();
  const first = viewer.getByRole('img', { name: photoName(1, total) });
  await expect(first).toHaveAttribute('src', sources[0]!);
  await expectLoaded(first);
  if (total > 1) {
    await page.keyboard.press('ArrowRight');
    const second = viewer.getByRole('img', { name: photoName(2, total) });
    await expect(second).toHaveAttribute('src', sources[1]!);
    await expectLoaded(second);
  }
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(thumbnails.nth(total > 1 ? 1 : 0)).toBeFocused();
}
