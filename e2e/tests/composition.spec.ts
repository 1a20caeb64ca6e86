import { expect, test } from '@playwright/test';
import { marketingText } from '../support/marketing-texts';
import { ORIGINS } from '../support/stack';

const HOME_TITLE_EN = marketingText('en', 'home', 'main.title');

const MARKETING_ORIGIN = ORIGINS.marketing;
const SCHEDULE_ORIGIN = ORIGINS.schedule;

test('a remote renders inside the shell, its manifest fetched from its own port', async ({ page }) => {
  const manifest = page.waitForResponse(`${MARKETING_ORIGIN}/mf-manifest.json`);
  await page.goto('/en');
  expect((await manifest).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_TITLE_EN);
});

test('a stopped remote degrades only its own area', async ({ page }) => {
  // Nothing answers on the schedule remote's port, as when its server is down.
  await page.route(`${SCHEDULE_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/en/schedule');
  await expect(page.getByRole('alert').filter({ hasText: 'This section is unavailable right now' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jetkiz' })).toBeVisible();

  await page.getByRole('link', { name: 'Jetkiz' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_TITLE_EN);
});

test('a remote that comes back renders after retry', async ({ page }) => {
  let down = true;
  await page.route(`${SCHEDULE_ORIGIN}/**`, (route) => (down ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/en/schedule');
  await expect(page.getByText('This section is unavailable right now')).toBeVisible();
  down = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('This section is unavailable right now')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a remote built for another HostApi major version is not mounted; the rest of the page works', async ({ page }) => {
  // The schedule remote as if deployed from a build against an older host contract.
  await page.route(`${SCHEDULE_ORIGIN}/mf-manifest.json`, async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { metaData: Record<string, unknown> };
    expect(manifest.metaData.hostApiVersion).toMatch(/^\d+\.\d+\.\d+$/);
    await route.fulfill({ response, json: { ...manifest, metaData: { ...manifest.metaData, hostApiVersion: '1.0.0' } } });
  });
  const scheduleCode: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(SCHEDULE_ORIGIN) && !request.url().endsWith('/mf-manifest.json')) scheduleCode.push(request.url());
  });
  await page.goto('/ru/schedule');
  await expect(page.getByRole('main').getByRole('button', { name: 'Перезагрузите страницу' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(scheduleCode).toEqual([]);

  await page.getByRole('banner').getByRole('link', { name: 'Jetkiz' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('React and i18next load once on a page that uses two remotes', async ({ page }) => {
  await page.goto('/en?modal=authorization');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Log in' })).toBeVisible();

  // Every federation instance on the page (the shell and both remotes) uses the one copy the shell provided.
  const shared = await page.evaluate(() => {
    type ShareEntry = { from: string; loaded?: boolean };
    type Instance = { name: string; shareScopeMap: Record<string, Record<string, Record<string, ShareEntry>>> };
    const instances = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__.__INSTANCES__;
    return instances.map((instance) => ({
      name: instance.name,
      packages: ['react', 'react-dom', 'i18next'].map((name) =>
        Object.entries(instance.shareScopeMap.default?.[name] ?? {}).map(([version, entry]) => ({
          name,
          version,
          from: entry.from,
          loaded: entry.loaded,
        })),
      ),
    }));
  });
  expect(shared.map((instance) => instance.name)).toEqual(expect.arrayContaining(['shell', 'mfe_marketing', 'mfe_auth']));
  for (const instance of shared) {
    for (const versions of instance.packages) {
      expect(versions).toHaveLength(1);
      expect(versions[0]).toMatchObject({ from: 'shell', loaded: true });
    }
  }
});
