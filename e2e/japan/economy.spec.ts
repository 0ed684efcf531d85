import { expect, test, type Page } from '@playwright/test';
import type { ContentDetail } from '../../src/domain/catalog';
import type { PurchasePreview } from '../../src/domain/coins';
import { PurchaseKind } from '../../src/domain/enums';
import japan from '../../platforms/japan';
import ja from '../../src/i18n/locales/ja';
import { NEW_PASSWORD, signUp, uniqueEmail } from '../support/accounts';
import { data, readerHeaders } from '../support/api';
import { formatIn } from '../support/dates';
import {
  buyInShop,
  historyOf,
  historyRows,
  lockedTitle,
  expectPackageCharges,
  expectViewerShows,
  previewOf,
  productOfCoins,
  unlockButton,
  historyRowsOfEpisode,
  walletOf,
  type LockedEpisode,
} from '../support/economy';
import { localeKit } from '../support/text';

const kit = localeKit(ja, 'ja');
const { t, num, coins } = kit;

/** What the purchase sheet must state for this preview: the lines, the total, the balance and the lots that pay. */
async function expectSheetShows(page: Page, preview: PurchasePreview) {
  const sheet = page.getByRole('dialog', {
    name: preview.kind === PurchaseKind.RENTAL ? ja.purchase.rentTitle : ja.purchase.buyTitle,
  });
  await expect(sheet).toBeVisible();
  for (const line of preview.lines) {
    const row = sheet
      .getByRole('listitem')
      .filter({ hasText: t('purchase.line', { number: line.number, name: line.name }) });
    await expect(row).toContainText(coins(line.price));
  }
  await expect(sheet.getByTestId('purchase-total')).toHaveText(coins(preview.total));
  await expect(sheet).toContainText(
    preview.rentalHours === null ? ja.purchase.keep : t('purchase.rental', { hours: preview.rentalHours }),
  );
  // The reader's coins, kind by kind.
  const balance = sheet.getByRole('region', { name: ja.purchase.balance.heading });
  for (const kind of ['COIN', 'BONUS', 'FREE_COIN'] as const) {
    const pair = balance
      .locator('div')
      .filter({ has: page.getByRole('term').getByText(ja.purchase.balance[kind], { exact: true }) });
    await expect(pair.getByRole('definition')).toHaveText(coins(preview.wallet.balance[kind]));
  }
  // The lots that pay, in spending order: kind, expiry and amount.
  const parts = sheet.getByRole('region', { name: ja.purchase.parts.heading }).getByRole('listitem');
  await expect(parts).toHaveCount(preview.parts.length);
  for (const [index, part] of preview.parts.entries()) {
    const expiry =
      part.expiresAt === null
        ? ja.purchase.parts.noExpiry
        : t('purchase.parts.expires', { date: formatIn(part.expiresAt, japan.timeZone, japan.dateFormat) });
    const kind = ja.purchase.balance[part.kind as 'COIN' | 'BONUS' | 'FREE_COIN'];
    await expect(parts.nth(index)).toHaveText(`${kind} (${expiry})${coins(part.amount)}`);
  }
  return sheet;
}

test('a new reader buys coins in the shop, buys and reads a locked episode, rents another, and finds them in the histories and the library', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('economy');
  await signUp(page, ja, email);
  const reader = await readerHeaders(request, email, NEW_PASSWORD);
  const product = await productOfCoins(request, 300);

  // The shop: a new reader holds nothing yet.
  await page.goto('/shop');
  const balance = page.getByRole('region', { name: ja.shop.balance.heading });
  await expect(balance.getByTestId('shop-balance-total')).toHaveText('0');
  await buyInShop(page, ja, kit, product, 'WALLET');

  // Back in the shop with the coins and the bonus of the package.
  await expect(page).toHaveURL(/\/shop$/);
  await expect(balance.getByTestId('shop-balance-COIN')).toHaveText(num(product.coins));
  await expect(balance.getByTestId('shop-balance-BONUS')).toHaveText(num(product.bonus));
  await expect(balance.getByTestId('shop-balance-total')).toHaveText(num(product.coins + product.bonus));
  expect((await walletOf(request, reader)).total).toBe(product.coins + product.bonus);

  // A title with locked episodes: buy the first, through the purchase sheet.
  const { detail, locked } = await lockedTitle(request, reader, { count: 2 });
  const [bought, rented] = locked as [LockedEpisode, LockedEpisode];
  await page.goto(`/detail/${detail.id}`);
  await expect(page.getByRole('heading', { level: 1, name: detail.name })).toBeVisible();
  const boughtRow = page.getByTestId(`episode-${bought.id}`);
  await expect(boughtRow).toContainText(ja.detail.state.LOCKED);
  const buyPreview = await previewOf(request, reader, detail.id, [bought.id], PurchaseKind.BUY);
  expect(buyPreview.total).toBe(bought.state.possessionPrice);
  expect(buyPreview.shortfall).toBe(0);
  await unlockButton(boughtRow, kit, bought, 'buy').click();
  const buySheet = await expectSheetShows(page, buyPreview);
  await buySheet.getByRole('button', { name: t('purchase.confirmBuy', { coins: coins(buyPreview.total) }) }).click();
  await expect(page.getByText(t('purchase.bought', { count: 1, numbers: String(bought.number) }))).toBeVisible();
  await expect(buySheet).toBeHidden();
  expect((await walletOf(request, reader)).total).toBe(product.coins + product.bonus - buyPreview.total);

  // It is the reader's now: read it in the viewer.
  await boughtRow.getByRole('link', { name: t('detail.episodeNumber', { number: bought.number }) }).click();
  await expect(page).toHaveURL(new RegExp(`/viewer/${bought.id}$`));
  await expectViewerShows(page, request, reader, ja, kit, bought.id);

  // Back on the title page: rent the second one.
  await page.goto(`/detail/${detail.id}`);
  const rentedRow = page.getByTestId(`episode-${rented.id}`);
  const rentPreview = await previewOf(request, reader, detail.id, [rented.id], PurchaseKind.RENTAL);
  expect(rentPreview.total).toBe(rented.state.rentPrice);
  await unlockButton(rentedRow, kit, rented, 'rent').click();
  const rentSheet = await expectSheetShows(page, rentPreview);
  await rentSheet.getByRole('button', { name: t('purchase.confirmRent', { coins: coins(rentPreview.total) }) }).click();
  await expect(page.getByText(t('purchase.rented', { count: 1, numbers: String(rented.number) }))).toBeVisible();
  // A rental is for reading now: the rented episode opens in the viewer; back on the title it shows rented.
  await expect(page).toHaveURL(new RegExp(`/viewer/${rented.id}$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/detail/${detail.id}$`));
  await expect(rentedRow).toContainText(/レンタル中・残り/);
  await expect(
    rentedRow.getByRole('link', { name: t('detail.episodeNumber', { number: rented.number }) }),
  ).toBeVisible();

  // The use history: both, with the title and the episode numbers; the API says the same.
  const uses = await historyOf(request, 'use', reader);
  const usesOf = (number: number) =>
    uses.filter((item) => item.purchase?.contentId === detail.id && item.purchase.episodeNumbers.includes(number));
  expect(usesOf(bought.number).reduce((sum, item) => sum + item.amount, 0)).toBe(-buyPreview.total);
  expect(usesOf(rented.number).reduce((sum, item) => sum + item.amount, 0)).toBe(-rentPreview.total);
  expect(uses).toHaveLength(usesOf(bought.number).length + usesOf(rented.number).length);
  await page.goto('/history/use');
  const useRows = historyRows(page, ja, 'use');
  await expect(useRows).toHaveCount(uses.length);
  for (const number of [bought.number, rented.number]) {
    const rows = historyRowsOfEpisode(page, ja, kit, detail.name, number);
    await expect(rows).toHaveCount(usesOf(number).length);
    await expect(rows.first()).toContainText(ja.wallet.history.type.USE);
  }

  // The charge history: the package's coins and bonus, from the shop.
  const charges = await historyOf(request, 'charge', reader);
  expectPackageCharges(charges, product);
  await page.goto('/history/charge');
  const chargeRows = historyRows(page, ja, 'charge');
  await expect(chargeRows).toHaveCount(2);
  for (const [kind, amount] of [
    ['COIN', product.coins],
    ['BONUS', product.bonus],
  ] as const) {
    const row = chargeRows.filter({
      has: page.getByText(`${ja.wallet.history.kind[kind]} · ${ja.wallet.history.source.PAYMENT}`, { exact: true }),
    });
    await expect(row.getByTestId('history-amount')).toHaveText(`+${num(amount)}`);
    await expect(row).toContainText(ja.wallet.history.type.CHARGE);
  }

  // My titles: the title, with one episode bought and one rented.
  await page.goto('/library/my');
  const owned = page.getByRole('region', { name: ja.pages.library.my }).getByTestId(`owned-${detail.id}`);
  await expect(owned).toContainText(detail.name);
  await expect(owned).toContainText(t('library.my.owned', { count: 1 }));
  await expect(owned).toContainText(t('library.my.rented', { count: 1 }));
});

test('with too few coins the purchase sheet leads to the shop, and paying there brings the reader back to finish the purchase', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('short');
  await signUp(page, ja, email);
  const reader = await readerHeaders(request, email, NEW_PASSWORD);
  const { detail, locked } = await lockedTitle(request, reader, { count: 1 });
  const [episode] = locked as [LockedEpisode];
  const product = await productOfCoins(request, 100);

  await page.goto(`/detail/${detail.id}`);
  const row = page.getByTestId(`episode-${episode.id}`);
  await unlockButton(row, kit, episode, 'rent').click();
  const sheet = page.getByRole('dialog', { name: ja.purchase.rentTitle });
  await expect(sheet.getByRole('alert')).toHaveText(t('purchase.shortfall', { count: episode.state.rentPrice }));
  await expect(
    sheet.getByRole('button', { name: t('purchase.confirmRent', { coins: coins(episode.state.rentPrice) }) }),
  ).toHaveCount(0);
  await sheet.getByRole('link', { name: ja.purchase.toShop }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/shop\\?${new URLSearchParams({ return: `/detail/${detail.id}` }).toString().replace(/[?%]/g, '\\$&')}$`,
    ),
  );

  await buyInShop(page, ja, kit, product);
  // The checkout returns to the title page, where the purchase now goes through.
  await expect(page).toHaveURL(new RegExp(`/detail/${detail.id}$`));
  await unlockButton(row, kit, episode, 'rent').click();
  const again = page.getByRole('dialog', { name: ja.purchase.rentTitle });
  await expect(again.getByTestId('purchase-total')).toHaveText(coins(episode.state.rentPrice));
  await again
    .getByRole('button', { name: t('purchase.confirmRent', { coins: coins(episode.state.rentPrice) }) })
    .click();
  await expect(page.getByText(t('purchase.rented', { count: 1, numbers: String(episode.number) }))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/viewer/${episode.id}$`));
  await page.goBack();
  await expect(row.getByRole('link', { name: t('detail.episodeNumber', { number: episode.number }) })).toBeVisible();
  expect((await walletOf(request, reader)).total).toBe(product.coins + product.bonus - episode.state.rentPrice);
  const state = (await data<ContentDetail>(request, `/contents/${detail.id}`, reader)).episodes.find(
    (e) => e.id === episode.id,
  )?.state;
  expect(state?.kind).toBe('RENTED');
});
