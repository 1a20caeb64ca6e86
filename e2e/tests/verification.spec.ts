import { deflateSync, crc32 } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { ORIGINS } from '../support/stack';
import { loggedInPage, sendRequest, signUp, waitForApi } from '../support/accounts';

test.beforeEach(({ request }) => waitForApi(request));

/** A grey PNG of the given size: the local check wants a document photo of at least 600×400. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x99)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An IIN of someone born on 15 May 1990 with a check digit that holds, random in its registry digits. */
function iinBorn19900515(): string {
  for (;;) {
    const first = `9005153${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    const digits = [...first].map(Number);
    const weighted = (weights: number[]) => weights.reduce((sum, weight, index) => sum + weight * digits[index]!, 0) % 11;
    let check = weighted([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    if (check === 10) check = weighted([3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2]);
    if (check !== 10) return `${first}${check}`;
  }
}

test('an unverified traveler is led from a request to the questionnaire, is verified, comes back and accepts it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const traveler = await signUp(request, 'Aigerim');
  const sender = await signUp(request, 'Сәуле');
  await sendRequest(request, { traveler, sender, description: 'Two books for my sister' });

  const page = await loggedInPage(browser, traveler);
  await page.goto(`${ORIGINS.profile}/travels`);
  const offer = page
    .getByRole('article', { name: 'Almaty → Astana' })
    .getByRole('list', { name: /Requests for the trip/ })
    .getByRole('listitem');
  await expect(offer).toContainText('To accept requests, pass identity verification first.');
  await offer.getByRole('link', { name: 'Pass verification' }).click();
  await expect(page).toHaveURL(/\/verification\?return_to=/);
  await expect(page.getByText('Not verified')).toBeVisible();

  await page.getByLabel(/^Last name/).fill('Nurlanova');
  await page.getByLabel(/^First name/).fill('Aigerim');
  await page.getByLabel(/^Date of birth/).fill('1990-05-15');
  await page.getByLabel(/^IIN/).fill('900515300000');
  // leaving the IIN shows its error and moves what is below it: leave it before clicking further down
  await page.getByLabel(/^IIN/).blur();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  // a wrong check digit is caught on the page by the same rules as the API's
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: About you' })).toBeVisible();
  await expect(page.getByLabel(/^IIN/)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/^IIN/).fill(iinBorn19900515());
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel(/^Document type/).selectOption('id_card');
  await page.getByLabel(/^Document number/).fill('012345678');
  await page.getByLabel(/^Date of issue/).fill('2020-03-01');
  await page.getByLabel(/^Issued by/).fill('MVD RK');
  await page.getByLabel(/^Address of residence/).fill('Almaty, Abay avenue 10');
  await page.getByRole('button', { name: 'Next' }).click();

  // A reload keeps the draft: the typed details come back.
  await page.reload();
  await expect(page.getByLabel(/^Last name/)).toHaveValue('Nurlanova');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  for (const [legend, file] of [
    ['Photo of the document', 'document.png'],
    ['Selfie with the document', 'selfie.png'],
  ] as const) {
    const group = page.getByRole('group', { name: legend });
    await group.getByLabel(/Choose a photo/).setInputFiles({ name: file, mimeType: 'image/png', buffer: png(800, 600) });
    await expect(group.getByRole('img', { name: `Preview: ${legend}` })).toBeVisible();
    await group.getByRole('button', { name: 'Upload this photo' }).click();
    await expect(group.getByText('The photo is uploaded.')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 4 of 4: Check and send' })).toBeVisible();
  await page.getByRole('button', { name: 'Send for verification' }).click();
  await expect(page.getByText('Being checked')).toBeVisible();

  // The local check decides within seconds; the page asks again and, verified, goes back to the request.
  await expect(page).toHaveURL(/\/travels\?bind=\d+$/, { timeout: 60_000 });
  await expect(offer).not.toContainText('pass identity verification first');
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(offer).toContainText('Accepted');

  await page.context().close();
});
