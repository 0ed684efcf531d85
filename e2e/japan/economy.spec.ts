import { expect, test, type Page } from '@playwright/test';
import type { ContentDetail, ContentPage, EpisodeItem } from '../../src/domain/catalog';
import type { Gift, MileageExchangeResult, PurchasePreview, WaitFreeResult } from '../../src/domain/coins';
import {
  MILEAGE_MIN_POINTS,
  MILEAGE_UNIT_COINS,
  MILEAGE_UNIT_POINTS,
  WAIT_FREE_READ_HOURS,
} from '../../src/domain/constants';
import { PurchaseKind } from '../../src/domain/enums';
import type { ApiEnvelope } from '../../src/domain/errors';
import japan from '../../platforms/japan';
import ja from '../../src/i18n/locales/ja';
import { demo, logIn, NEW_PASSWORD, signUp, uniqueEmail } from '../support/accounts';
import { data, readerHeaders } from '../support/api';
import { formatIn } from '../support/dates';
import {
  buyInShop,
  chargeThroughApi,
  historyOf,
  historyRows,
  lockedTitle,
  expectPackageCharges,
  expectViewerShows,
  previewOf,
  productNamed,
  unlockButton,
  historyRowsOfEpisode,
  walletOf,
  type LockedEpisode,
} from '../support/economy';
import { literal, localeKit } from '../support/text';

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
  const product = await productNamed(request, '300 coins');

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
  await boughtRow
    .getByRole('link', { name: t('detail.readEpisode', { number: bought.number, name: bought.name }) })
    .click();
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
  await expect(rentedRow).toContainText(/レンタル中・残り/);
  await expect(
    rentedRow.getByRole('link', { name: t('detail.readEpisode', { number: rented.number, name: rented.name }) }),
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
  const product = await productNamed(request, '100 coins');

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
  await expect(
    row.getByRole('link', { name: t('detail.readEpisode', { number: episode.number, name: episode.name }) }),
  ).toBeVisible();
  expect((await walletOf(request, reader)).total).toBe(product.coins + product.bonus - episode.state.rentPrice);
  const state = (await data<ContentDetail>(request, `/contents/${detail.id}`, reader)).episodes.find(
    (e) => e.id === episode.id,
  )?.state;
  expect(state?.kind).toBe('RENTED');
});

test('a coupon code adds its coins once, and a second registration is refused with the localized message', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('coupon');
  await signUp(page, ja, email);
  const reader = await readerHeaders(request, email, NEW_PASSWORD);
  const before = await walletOf(request, reader);

  await page.goto('/coupon');
  const code = page.getByRole('textbox', { name: ja.rewards.coupon.code });
  const register = page.getByRole('button', { name: ja.rewards.coupon.register, exact: true });
  await code.fill('WELCOME100');
  await register.click();
  const reward = t('rewards.amount', { amount: num(100), kind: ja.rewards.kind.FREE_COIN });
  await expect(page.getByText(t('rewards.coupon.registered', { name: 'Welcome coupon', reward }))).toBeVisible();
  await expect(code).toHaveValue('');
  // Listed as registered today, and the coins are in the wallet and the charge history.
  const listed = page.getByRole('region', { name: ja.rewards.coupon.list }).getByRole('listitem');
  await expect(listed.filter({ hasText: 'Welcome coupon' })).toContainText(
    t('rewards.coupon.used', { date: formatIn(Date.now(), japan.timeZone, japan.dateFormat) }),
  );
  const after = await walletOf(request, reader);
  expect(after.balance.FREE_COIN - before.balance.FREE_COIN).toBe(100);
  const [charge] = await historyOf(request, 'charge', reader);
  expect(charge).toMatchObject({ type: 'CHARGE', kind: 'FREE_COIN', source: 'COUPON', amount: 100 });
  await page.goto('/shop');
  await expect(page.getByTestId('shop-balance-FREE_COIN')).toHaveText(num(after.balance.FREE_COIN));

  // A second time, in lower case (the API ignores case): refused, and nothing more arrives.
  await page.goto('/coupon');
  await code.fill('welcome100');
  await register.click();
  await expect(page.getByRole('alert').filter({ hasText: ja.errors.ALREADY_RECEIVED_COUPON })).toBeVisible();
  expect((await walletOf(request, reader)).balance.FREE_COIN).toBe(after.balance.FREE_COIN);
});

/** The demo readers whose welcome gift no other flow receives (each gift can be received once per database). */
const GIFT_READERS = [demo.minor, 'empty@example.com', demo.adult] as const;

test("the gift box's welcome gift is received into the wallet and the navigation's badge goes away", async ({
  page,
  request,
}) => {
  // A demo reader whose welcome gift still waits (a rerun on the same database takes the next one).
  let chosen: { email: string; headers: Record<string, string>; gift: Gift } | null = null;
  for (const email of GIFT_READERS) {
    const headers = await readerHeaders(request, email);
    const gift = (await data<Gift[]>(request, '/gift', headers)).find(
      (g) => g.title === 'Welcome gift' && g.receivedAt === null,
    );
    if (gift) {
      chosen = { email, headers, gift };
      break;
    }
  }
  if (!chosen) throw new Error(`Every welcome gift of ${GIFT_READERS.join(', ')} was received on this database.`);
  const { email, headers, gift } = chosen;
  const waiting = (await data<{ waiting: number }>(request, '/gift/count', headers)).waiting;
  expect(waiting).toBeGreaterThan(0);
  const before = await walletOf(request, headers);

  await page.goto('/user/login');
  await logIn(page, ja, email);
  await expect(page).not.toHaveURL(/\/user\/login/);
  const giftLink = page.getByRole('navigation', { name: ja.nav.main }).getByRole('link', { name: ja.nav.gift });
  const badge = t('nav.giftBadge', { count: waiting });
  await expect(giftLink).toContainText(badge);

  await giftLink.click();
  await expect(page).toHaveURL(/\/gift$/);
  const box = page.getByRole('region', { name: ja.pages.gift.title });
  await expect(box).toContainText(t('rewards.gift.waiting', { count: waiting }));
  const item = box.getByTestId(`gift-${gift.id}`);
  const what = t('rewards.amount', { amount: num(gift.amount), kind: ja.rewards.kind.FREE_COIN });
  await expect(item).toContainText(gift.title);
  await expect(item).toContainText(what);
  await expect(item).toContainText(ja.rewards.gift.fromService);
  await item.getByRole('button', { name: t('rewards.gift.receiveLabel', { title: gift.title }) }).click();
  await expect(page.getByText(t('rewards.gift.receivedToast', { what }))).toBeVisible();
  await expect(item).toContainText(
    t('rewards.gift.received', { date: formatIn(Date.now(), japan.timeZone, japan.dateFormat) }),
  );
  await expect(item.getByRole('button')).toHaveCount(0);

  // The coins are in the wallet, and with nothing left to receive the badge is gone.
  const after = await walletOf(request, headers);
  expect(after.balance.FREE_COIN - before.balance.FREE_COIN).toBe(gift.amount);
  if (waiting === 1) {
    await expect(giftLink).not.toContainText(badge);
    await expect(giftLink).toHaveText(ja.nav.gift);
  } else await expect(giftLink).toContainText(t('nav.giftBadge', { count: waiting - 1 }));
});

test('rich@example.com exchanges points for bonus coins on /benefit; the bonus shows in the wallet and the histories', async ({
  page,
  request,
}) => {
  const reader = await readerHeaders(request, demo.rich);
  const before = await walletOf(request, reader);
  await page.goto('/user/login');
  await logIn(page, ja, demo.rich);
  await expect(page).not.toHaveURL(/\/user\/login/);

  await page.goto('/benefit');
  const exchange = page.getByRole('region', { name: ja.wallet.mileage.heading });
  await expect(exchange.getByTestId('mileage-held')).toHaveText(num(before.balance.MILEAGE));
  const points = Math.floor(before.balance.MILEAGE / MILEAGE_UNIT_POINTS) * MILEAGE_UNIT_POINTS;
  // Only rich@example.com holds points; the seed's 3000 can be exchanged once per database, and a repeat run
  // finds them spent and checks that the exchange of the first one stays in the histories.
  if (points >= MILEAGE_MIN_POINTS) {
    const bonus = (points / MILEAGE_UNIT_POINTS) * MILEAGE_UNIT_COINS;
    await exchange.getByRole('button', { name: ja.wallet.mileage.all, exact: true }).click();
    await expect(exchange.getByRole('spinbutton', { name: ja.wallet.mileage.points })).toHaveValue(String(points));
    await expect(exchange.getByTestId('mileage-gives')).toHaveText(t('wallet.mileage.gives', { count: bonus }));
    const replied = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/backend/mileage/exchange'),
    );
    await exchange.getByRole('button', { name: ja.wallet.mileage.submit, exact: true }).click();
    const reply = (await (await replied).json()) as ApiEnvelope<MileageExchangeResult>;
    if (reply.result !== 'SUCCESS') throw new Error(`The exchange was refused: ${reply.error.code}`);
    expect(reply.data).toMatchObject({ points, bonus });
    await expect(
      page.getByText(
        t('wallet.mileage.done', {
          count: bonus,
          date: formatIn(reply.data.bonusExpiresAt, japan.timeZone, japan.dateFormat),
        }),
      ),
    ).toBeVisible();
    await expect(exchange.getByTestId('mileage-held')).toHaveText(num(before.balance.MILEAGE - points));

    // The wallet: the bonus coins arrived; the points left.
    const after = await walletOf(request, reader);
    expect(after.balance.BONUS - before.balance.BONUS).toBe(bonus);
    expect(after.balance.MILEAGE).toBe(before.balance.MILEAGE - points);
    await page.goto('/shop');
    await expect(page.getByTestId('shop-balance-BONUS')).toHaveText(num(after.balance.BONUS));
  } else {
    await expect(exchange.getByRole('note')).toHaveText(t('wallet.mileage.tooFew', { min: MILEAGE_MIN_POINTS }));
  }

  // The point history: the points that left for the exchange (the newest row); the charge history: the bonus.
  const [spent] = await historyOf(request, 'mileage', reader);
  expect(spent).toMatchObject({ type: 'USE', kind: 'MILEAGE', amount: -MILEAGE_MIN_POINTS });
  await page.goto('/history/mileage');
  const mileageRow = historyRows(page, ja, 'mileage').first();
  await expect(mileageRow.getByTestId('history-amount')).toHaveText(`\u2212${num(MILEAGE_MIN_POINTS)}`);
  await expect(mileageRow).toContainText(ja.wallet.history.type.USE);
  await expect(mileageRow.getByTestId('history-kind')).toContainText(ja.wallet.history.kind.MILEAGE);
  const granted = (await historyOf(request, 'charge', reader)).find((item) => item.source === 'MILEAGE');
  expect(granted).toMatchObject({
    type: 'CHARGE',
    kind: 'BONUS',
    amount: (MILEAGE_MIN_POINTS / MILEAGE_UNIT_POINTS) * MILEAGE_UNIT_COINS,
  });
  await page.goto('/history/charge');
  const bonusRow = page.getByTestId(`history-${granted?.id ?? 0}`);
  await expect(bonusRow.getByTestId('history-kind')).toHaveText(
    `${ja.wallet.history.kind.BONUS} · ${ja.wallet.history.source.MILEAGE}`,
  );
  await expect(bonusRow.getByTestId('history-amount')).toHaveText(
    `+${num((MILEAGE_MIN_POINTS / MILEAGE_UNIT_POINTS) * MILEAGE_UNIT_COINS)}`,
  );
});

/** Hours and minutes of a "rented, … left" label, worked out from its message. */
function rentalMinutesLeft(text: string): number | null {
  const pattern = new RegExp(
    literal(ja.detail.state.RENTED).source.replace('\\{hours\\}', '(\\d+)').replace('\\{minutes\\}', '(\\d+)'),
  );
  const match = pattern.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Seconds of an hh:mm:ss countdown. */
function countdownSeconds(text: string): number | null {
  const match = /(\d+):(\d{2}):(\d{2})/.exec(text);
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : null;
}

test('a wait-until-free episode opens with the ticket for 72 hours, and the next one counts down to the next ticket', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('waitfree');
  await signUp(page, ja, email);
  const reader = await readerHeaders(request, email, NEW_PASSWORD);
  // A title whose first two waiting episodes have a ticket ready for this new reader.
  const page1 = await data<ContentPage>(request, '/contents?list=RANKING&size=50', reader);
  let found: { detail: ContentDetail; first: EpisodeItem; second: EpisodeItem } | null = null;
  for (const title of page1.items.filter((item) => item.hasWaitFree && !item.isAdult)) {
    const detail = await data<ContentDetail>(request, `/contents/${title.id}`, reader);
    const waiting = detail.episodes
      .filter((e) => e.state.kind === 'WAIT_FREE' && e.state.ticketAt === null)
      .sort((a, b) => a.number - b.number);
    const [first, second] = waiting;
    if (first && second) {
      found = { detail, first, second };
      break;
    }
  }
  if (!found) throw new Error('The seed has no title with two wait-until-free episodes.');
  const { detail, first, second } = found;
  const waitHours = detail.sale.waitFree?.waitHours ?? 0;

  await page.goto(`/detail/${detail.id}`);
  const firstRow = page.getByTestId(`episode-${first.id}`);
  const secondRow = page.getByTestId(`episode-${second.id}`);
  await expect(firstRow).toContainText(t('detail.state.WAIT_FREE', { hours: waitHours }));
  const redeemed = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/backend/purchase/wait-free'),
  );
  const pressedAt = Date.now();
  await firstRow.getByRole('button', { name: t('detail.unlock.ticketLabel', { number: first.number }) }).click();
  const reply = (await (await redeemed).json()) as ApiEnvelope<WaitFreeResult>;
  if (reply.result !== 'SUCCESS') throw new Error(`The ticket was refused: ${reply.error.code}`);
  const { state, nextTicketAt } = reply.data;
  if (state.kind !== 'RENTED') throw new Error(`The ticket left the episode ${state.kind}.`);
  // Readable for 72 hours from now; the title's next ticket after its wait.
  const HOUR = 3_600_000;
  expect(state.expiresAt - pressedAt).toBeGreaterThan(WAIT_FREE_READ_HOURS * HOUR - 60_000);
  expect(state.expiresAt - Date.now()).toBeLessThanOrEqual(WAIT_FREE_READ_HOURS * HOUR);
  expect(nextTicketAt - pressedAt).toBeGreaterThan(waitHours * HOUR - 60_000);
  expect(nextTicketAt - Date.now()).toBeLessThanOrEqual(waitHours * HOUR);

  // It opens at once in the viewer.
  await expect(page).toHaveURL(new RegExp(`/viewer/${first.id}$`));
  await expect(page.getByText(t('purchase.ticketUsed', { hours: WAIT_FREE_READ_HOURS }))).toBeVisible();
  await expectViewerShows(page, request, reader, ja, kit, first.id);

  // The title page: the episode shows its 72-hour clock, the next one the countdown to the next ticket.
  await page.goto(`/detail/${detail.id}`);
  await expect(
    firstRow.getByRole('link', { name: t('detail.readEpisode', { number: first.number, name: first.name }) }),
  ).toBeVisible();
  const rentalText = (await firstRow.textContent()) ?? '';
  const left = rentalMinutesLeft(rentalText);
  expect(left, `"${rentalText}" states the rental time left`).not.toBeNull();
  const expectedLeft = Math.floor((state.expiresAt - Date.now()) / 60_000);
  expect(left).toBeGreaterThanOrEqual(expectedLeft - 1);
  expect(left).toBeLessThanOrEqual(expectedLeft + 1);
  expect(Math.floor((left ?? 0) / 60)).toBe(WAIT_FREE_READ_HOURS - 1);

  const timer = secondRow.getByRole('timer');
  await expect(timer).toContainText(t('detail.unlock.ticketIn', { time: '' }).trim());
  const shown = countdownSeconds((await timer.textContent()) ?? '');
  const expected = Math.ceil((nextTicketAt - Date.now()) / 1000);
  expect(shown).not.toBeNull();
  expect(Math.abs((shown ?? 0) - expected)).toBeLessThanOrEqual(3);
  // It counts down while the page is open.
  await expect
    .poll(async () => countdownSeconds((await timer.textContent()) ?? ''), { timeout: 5_000 })
    .toBeLessThan(shown ?? 0);
  await expect(
    secondRow.getByRole('button', { name: t('detail.unlock.ticketLabel', { number: second.number }) }),
  ).toHaveCount(0);
  if (second.state.kind === 'WAIT_FREE' && second.state.rentPrice > 0)
    await expect(unlockButton(secondRow, kit, second, 'rent')).toBeVisible();
});

test('auto-continue at the end of an episode rents the locked next one once and opens it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('auto');
  await signUp(page, ja, email);
  const reader = await readerHeaders(request, email, NEW_PASSWORD);
  const product = await productNamed(request, '100 coins');
  await chargeThroughApi(request, reader, product.id);
  const { detail } = await lockedTitle(request, reader, { count: 1, freeBeforeLocked: true });
  const episodes = [...detail.episodes].sort((a, b) => a.number - b.number);
  const nextIndex = episodes.findIndex((e) => e.state.kind === 'LOCKED');
  const last = episodes[nextIndex - 1];
  const next = episodes[nextIndex];
  if (!last || !next || next.state.kind !== 'LOCKED') throw new Error('unreachable');
  const price = next.state.rentPrice;

  const purchases: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && /\/api\/backend\/purchase(\/wait-free)?$/.test(sent.url()))
      purchases.push(sent.url());
  });

  await page.goto(`/viewer/${last.id}`);
  const autoSwitch = page
    .getByRole('navigation', { name: ja.viewer.bar.label })
    .getByRole('switch', { name: ja.viewer.autoContinue.label });
  await expect(autoSwitch).toHaveAttribute('aria-checked', 'false');
  // The bar slides away (and turns inert) only when the page scrolls down, and nothing scrolls a freshly opened
  // episode before the reader does: shown and live now, it stays so for the click.
  const bar = page.getByTestId('viewer-bar');
  await expect(bar).toHaveAttribute('data-visible', 'true');
  await expect(bar).not.toHaveAttribute('inert');
  await autoSwitch.click();
  await expect(autoSwitch).toHaveAttribute('aria-checked', 'true');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  // Read to the end: the end panel says the next one is paid, and what auto-continue will spend on it.
  const endPanel = page.getByRole('region', { name: t('viewer.end.heading', { number: last.number }) });
  await page.mouse.move(400, 400);
  await expect(async () => {
    await page.mouse.wheel(0, 2500);
    await expect(endPanel).toBeInViewport({ timeout: 250 });
  }).toPass({ timeout: 45_000 });
  await expect(endPanel).toContainText(ja.viewer.end.next.LOCKED);
  await expect(endPanel.getByTestId('viewer-countdown-note')).toHaveText(
    t('viewer.end.autoRent', { coins: coins(price) }),
  );

  // At the end of the countdown it rents the next episode and opens it.
  await expect(page).toHaveURL(new RegExp(`/viewer/${next.id}$`), { timeout: 15_000 });
  await expect(page.getByText(t('purchase.rented', { count: 1, numbers: String(next.number) }))).toBeVisible();
  await expectViewerShows(page, request, reader, ja, kit, next.id);

  // Spent once: one purchase call, one use in the history, the price off the wallet.
  expect(purchases).toHaveLength(1);
  expect((await walletOf(request, reader)).total).toBe(product.coins + product.bonus - price);
  const uses = await historyOf(request, 'use', reader);
  expect(uses).toHaveLength(1);
  expect(uses[0]).toMatchObject({
    type: 'USE',
    amount: -price,
    purchase: { contentId: detail.id, episodeNumbers: [next.number] },
  });
  await page.goto('/history/use');
  const rows = historyRows(page, ja, 'use');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('link', { name: detail.name, exact: true })).toBeVisible();
  await expect(rows.first()).toContainText(t('wallet.history.episodes', { count: 1, numbers: String(next.number) }));
  await expect(rows.first().getByTestId('history-amount')).toHaveText(`\u2212${num(price)}`);
  expect(purchases).toHaveLength(1);
});
