import { expect, test } from '@playwright/test';
import type { ContentDetail } from '../../src/domain/catalog';
import { PurchaseKind } from '../../src/domain/enums';
import ja from '../../src/i18n/locales/ja';
import { NEW_PASSWORD, signUp, uniqueEmail } from '../support/accounts';
import { data, readerHeaders } from '../support/api';
import { chargeThroughApi, lockedTitle, post, productOfCoins } from '../support/economy';
import { keptEpisodeIds } from '../support/kept-store';
import { localeKit } from '../support/text';

const kit = localeKit(ja, 'ja');

// Issue 29's optional item: the next owned episodes kept by themselves while reading on Wi-Fi. Chromium reports no
// connection type on a desktop, so the page is told it is on Wi-Fi, as an Android phone's browser says.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { type: 'wifi', saveData: false }, configurable: true });
  });
});

test('on Wi-Fi, reading an owned episode keeps the next owned ones of the title on the device by themselves', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('ahead');
  await signUp(page, ja, email);
  const headers = await readerHeaders(request, email, NEW_PASSWORD);
  await chargeThroughApi(request, headers, (await productOfCoins(request, 300)).id);
  const { detail, locked } = await lockedTitle(request, headers, { count: 3 });
  const bought = locked.slice(0, 3);
  await post(request, '/purchase', headers, {
    contentId: detail.id,
    episodeIds: bought.map((e) => e.id),
    kind: PurchaseKind.BUY,
  });
  const fresh = await data<ContentDetail>(request, `/contents/${detail.id}`, headers);
  expect(bought.every((e) => fresh.episodes.find((f) => f.id === e.id)?.state.kind === 'OWNED')).toBe(true);
  const [first, second, third] = bought;
  if (!first || !second || !third) throw new Error('expected three bought episodes');

  // The setting, on the library's "on this device" tab.
  await page.goto('/library/device');
  await page
    .getByRole('combobox', { name: ja.offline.ahead.label })
    .selectOption({ label: kit.t('offline.ahead.count', { count: 3 }) });

  // Reading the first bought episode keeps the two bought after it, once the page is idle.
  await page.goto(`/viewer/${first.id}`);
  await expect(page.getByRole('region', { name: ja.viewer.region })).toBeVisible();
  await expect
    .poll(() => keptEpisodeIds(page), { timeout: 60_000 })
    .toEqual([second.id, third.id].sort((a, b) => a - b));

  // The device tab lists them with a way to read each; the episode being read was not kept by itself.
  await page.goto('/library/device');
  await expect(page.getByRole('heading', { name: detail.name })).toBeVisible();
  for (const episode of [second, third])
    await expect(
      page.getByRole('link', {
        name: kit.t('offline.device.openLabel', { number: episode.number, title: detail.name }),
      }),
    ).toBeVisible();
  await expect(
    page.getByRole('link', { name: kit.t('offline.device.openLabel', { number: first.number, title: detail.name }) }),
  ).toHaveCount(0);
});
