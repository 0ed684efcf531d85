import { expect, test } from '@playwright/test';
import thai from '../../platforms/thai';
import type { CoinProduct } from '../../src/domain/coins';
import { PurchaseKind } from '../../src/domain/enums';
import th from '../../src/i18n/locales/th';
import { NEW_PASSWORD, signUp, uniqueEmail } from '../support/accounts';
import { data, readerHeaders } from '../support/api';
import { formatIn } from '../support/dates';
import {
  buyInShop,
  expectPackageCharges,
  historyOf,
  historyRows,
  lockedTitle,
  previewOf,
  productOfCoins,
  unlockButton,
  historyRowsOfEpisode,
  walletOf,
  type LockedEpisode,
} from '../support/economy';
import { localeKit } from '../support/text';

const kit = localeKit(th, 'th');
const { t, money, num, coins } = kit;

test('a Thai reader sees baht prices, buys coins, rents an episode, and the charge history shows Thai dates', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('thai');
  await signUp(page, th, email);
  const reader = await readerHeaders(request, email, NEW_PASSWORD);

  // Every package of the Thai shop, priced in baht as the app formats them (฿35.00).
  const products = await data<CoinProduct[]>(request, '/payment/products', reader);
  expect(products.length).toBeGreaterThan(0);
  await page.goto('/shop');
  const form = page.getByRole('form', { name: th.shop.title });
  for (const product of products) {
    expect(product.currency).toBe('THB');
    const option = form.getByTestId(`package-${product.id}`);
    await expect(option).toContainText(product.name);
    await expect(option).toContainText(money(product.price));
  }
  expect(money(35)).toBe('฿35.00');

  // Buy a package with bonus coins through the test provider.
  const product = await productOfCoins(request, 300);
  expect(product.bonus).toBeGreaterThan(0);
  await buyInShop(page, th, kit, product);
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByTestId('shop-balance-total')).toHaveText(num(product.coins + product.bonus));

  // Rent a locked episode on its title page.
  const { detail, locked } = await lockedTitle(request, reader, { count: 1 });
  const [episode] = locked as [LockedEpisode];
  const preview = await previewOf(request, reader, detail.id, [episode.id], PurchaseKind.RENTAL);
  await page.goto(`/detail/${detail.id}`);
  const row = page.getByTestId(`episode-${episode.id}`);
  await unlockButton(row, kit, episode, 'rent').click();
  const sheet = page.getByRole('dialog', { name: th.purchase.rentTitle });
  await expect(sheet.getByTestId('purchase-total')).toHaveText(coins(preview.total));
  await expect(sheet).toContainText(t('purchase.rental', { hours: preview.rentalHours ?? 0 }));
  // The bonus lot pays first (paid coins make up the rest of a rental dearer than the bonus); its expiry is a Thai date.
  const [part] = preview.parts;
  if (!part || part.kind !== 'BONUS' || part.expiresAt === null) throw new Error('The bonus lot should pay first.');
  await expect(sheet.getByRole('region', { name: th.purchase.parts.heading }).getByRole('listitem')).toHaveText(
    preview.parts.map(
      (p) =>
        `${p.kind === 'MILEAGE' ? p.kind : th.purchase.balance[p.kind]} (${
          p.expiresAt === null
            ? th.purchase.parts.noExpiry
            : t('purchase.parts.expires', {
                date: formatIn(p.expiresAt, thai.timeZone, thai.dateFormat, thai.calendar),
              })
        })${coins(p.amount)}`,
    ),
  );
  await sheet.getByRole('button', { name: t('purchase.confirmRent', { coins: coins(preview.total) }) }).click();
  await expect(page.getByText(t('purchase.rented', { count: 1, numbers: String(episode.number) }))).toBeVisible();
  // A rental is for reading now: the rented episode opens in the viewer; back on the title it opens from its row.
  await expect(page).toHaveURL(new RegExp(`/viewer/${episode.id}$`));
  await page.goBack();
  await expect(row.getByRole('link', { name: t('detail.episodeNumber', { number: episode.number }) })).toBeVisible();
  expect((await walletOf(request, reader)).total).toBe(product.coins + product.bonus - preview.total);

  // The charge history: the coins and the bonus, dated dd/MM/yyyy HH:mm in Asia/Bangkok; the bonus with its expiry.
  const charges = await historyOf(request, 'charge', reader);
  expect(charges).toHaveLength(2);
  await page.goto('/history/charge');
  const rows = historyRows(page, th, 'charge');
  await expect(rows).toHaveCount(2);
  for (const charge of charges) {
    expect(charge).toMatchObject({ type: 'CHARGE', source: 'PAYMENT' });
    const row = page.getByTestId(`history-${charge.id}`);
    await expect(row.getByTestId('history-amount')).toHaveText(`+${num(charge.amount)}`);
    await expect(row.getByTestId('history-kind')).toHaveText(
      `${th.wallet.history.kind[charge.kind]} · ${th.wallet.history.source.PAYMENT}`,
    );
    const date = row.locator('time');
    await expect(date).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expect(date).toHaveText(formatIn(charge.createdAt, thai.timeZone, `${thai.dateFormat} HH:mm`, thai.calendar));
    if (charge.expiresAt !== null)
      await expect(row.getByTestId('history-expires')).toHaveText(
        t('wallet.history.expires', {
          date: formatIn(charge.expiresAt, thai.timeZone, thai.dateFormat, thai.calendar),
        }),
      );
  }
  expectPackageCharges(charges, product);

  // And the rental in the use history, with the title and the episode.
  await page.goto('/history/use');
  await expect(historyRows(page, th, 'use')).toHaveCount(1);
  const use = historyRowsOfEpisode(page, th, kit, detail.name, episode.number);
  await expect(use).toHaveCount(1);
  await expect(use.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
});
