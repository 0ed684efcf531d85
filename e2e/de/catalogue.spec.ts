import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ContentPage } from '../../src/domain/catalog';
import de from '../../src/i18n/locales/de';
import { demo, logIn } from '../support/accounts';
import { data, freeEpisodes } from '../support/api';

/** Catalogue calls of the API: a screen that is not served must not ask for any of them. */
const CATALOGUE_CALL = /\/api\/backend\/(contents|sections|banners|search|tag|recommend|library)(\/|\?|$)/;

/** The catalogue screens of spec §2 with real ids of the seed, so a miss is the whitelist and not an unknown id. */
async function catalogueScreens(request: APIRequestContext): Promise<string[]> {
  const [title] = (await data<ContentPage>(request, '/contents?list=FREE&size=1')).items;
  if (!title) throw new Error('The seed has no free title.');
  const {
    free: [episode],
  } = await freeEpisodes(request, title.id);
  if (episode === undefined) throw new Error(`Title ${title.id} has no free episode.`);
  return [
    '/',
    '/home/weekly',
    '/home/free?sort=LATEST',
    '/home/bl',
    `/detail/${title.id}`,
    `/viewer/${episode}`,
    '/search',
    `/search?q=${encodeURIComponent(title.name)}`,
    '/library/recent',
    '/library/favorite',
  ];
}

function recordCatalogueCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (CATALOGUE_CALL.test(new URL(request.url()).pathname)) calls.push(request.url());
  });
  return calls;
}

async function expectTransferNote(page: Page) {
  await expect(page).toHaveURL(/\/transfer\/note$/);
  await expect(page.getByRole('heading', { name: de.pages.transfer.note.title })).toBeVisible();
  await expect(page.getByText(de.pages.transfer.note.heading)).toBeVisible();
  await expect(page.getByTestId('content-card')).toHaveCount(0);
  await expect(page.getByRole('region', { name: de.viewer.region })).toHaveCount(0);
  await expect(page.getByRole('search')).toHaveCount(0);
}

test('a guest on the German variant reaches no catalogue screen: each lands on the transfer note without loading titles', async ({
  page,
  request,
}) => {
  const calls = recordCatalogueCalls(page);
  for (const path of await catalogueScreens(request)) {
    await test.step(path, async () => {
      await page.goto(path);
      await expectTransferNote(page);
    });
  }
  expect(calls, 'no catalogue call from a screen that is not served').toEqual([]);
});

test('a German reader who signs in through the whitelisted login still reaches no catalogue screen', async ({
  page,
  request,
}) => {
  const screens = await catalogueScreens(request);
  await page.goto('/user/login');
  await expect(page).toHaveURL(/\/user\/login$/);
  await logIn(page, de, demo.deReader);
  // Signed in, the reader lands on the note too (the login's default return is the main page).
  await expectTransferNote(page);
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user?: { email?: string } } | null;
  expect(session?.user?.email).toBe(demo.deReader);

  const calls = recordCatalogueCalls(page);
  for (const path of screens) {
    await test.step(path, async () => {
      await page.goto(path);
      await expectTransferNote(page);
    });
  }
  expect(calls, 'no catalogue call from a screen that is not served').toEqual([]);
  // A link from inside the app does not get around it either: the brand link leads to the note as well.
  await page.getByRole('link', { name: de.common.appName }).click();
  await expectTransferNote(page);
});

test('the whitelist still holds beside it: login, health and the transfer pages answer on their own URLs', async ({
  page,
  request,
}) => {
  for (const path of ['/user/login', '/_/health', '/transfer/apply/login', '/mail/resetPassword']) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[/_]/g, '\\$&')}$`));
    });
  }
  await page.goto('/user/login');
  await expect(page.getByRole('form', { name: de.auth.login.formLabel })).toBeVisible();
  await page.goto('/_/health');
  await expect(page.getByTestId('health')).toContainText('de');
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
});
