import { expect, test } from '@playwright/test';
import type { Gift, MileageExchangeResult } from '../../src/domain/coins';
import { MILEAGE_MIN_POINTS, MILEAGE_UNIT_COINS, MILEAGE_UNIT_POINTS } from '../../src/domain/constants';
import type { ApiEnvelope } from '../../src/domain/errors';
import japan from '../../platforms/japan';
import ja from '../../src/i18n/locales/ja';
import { demo, logIn, NEW_PASSWORD, signUp, uniqueEmail } from '../support/accounts';
import { data, readerHeaders } from '../support/api';
import { formatIn } from '../support/dates';
import { historyOf, historyRows, walletOf } from '../support/economy';
import { localeKit } from '../support/text';
import { DEMO_TEXT } from '../../server/db/demo-text';
import { DEMO_COUPON_COINS } from '../../server/db/seed-rewards';

const kit = localeKit(ja, 'ja');
const { t, num } = kit;

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
  const amount = DEMO_COUPON_COINS.WELCOME100;
  const reward = t('rewards.amount', { amount: num(amount), kind: ja.rewards.kind.FREE_COIN });
  await expect(
    page.getByText(t('rewards.coupon.registered', { name: DEMO_TEXT.ja.coupons.WELCOME100, reward })),
  ).toBeVisible();
  await expect(code).toHaveValue('');
  // Listed as registered today, and the coins are in the wallet and the charge history.
  const listed = page.getByRole('region', { name: ja.rewards.coupon.list }).getByRole('listitem');
  await expect(listed.filter({ hasText: DEMO_TEXT.ja.coupons.WELCOME100 })).toContainText(
    t('rewards.coupon.used', { date: formatIn(Date.now(), japan.timeZone, japan.dateFormat) }),
  );
  const after = await walletOf(request, reader);
  expect(after.balance.FREE_COIN - before.balance.FREE_COIN).toBe(amount);
  const [charge] = await historyOf(request, 'charge', reader);
  expect(charge).toMatchObject({ type: 'CHARGE', kind: 'FREE_COIN', source: 'COUPON', amount });
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
      (g) => g.title === DEMO_TEXT.ja.gift.title && g.receivedAt === null,
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
