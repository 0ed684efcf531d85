import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ApiEnvelope } from '../../src/domain/errors';
import type { RoulettePrizeKind } from '../../src/domain/roulette';
import ja from '../../src/i18n/locales/ja';
import { signUp, uniqueEmail } from '../support/accounts';
import { literal, textsOf } from '../support/text';

const t = textsOf(ja, 'ja');

/** The test-only roulette endpoints (test mode only): tickets as an event gives them, and the next spin's prize. */
async function testCall(request: APIRequestContext, path: string, data: object) {
  const reply = (await (await request.post(`/api/test/roulette/${path}`, { data })).json()) as ApiEnvelope<unknown>;
  if (reply.result !== 'SUCCESS') throw new Error(`${path}: ${reply.error.code}`);
}
const forceNext = (request: APIRequestContext, email: string, kind: RoulettePrizeKind) =>
  testCall(request, 'next-prize', { email, kind });

test('spin the roulette with its published odds, win the art book and give its delivery address', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('roulette');
  await signUp(page, ja, email);
  await testCall(request, 'tickets', { email, amount: 2 });

  await page.goto('/roulette');
  await expect(page.getByTestId('roulette-tickets')).toHaveText(t('roulette.tickets', { count: 2 }));

  // Every prize with its probability; the figures shown add up to exactly 100 %.
  const figures = page.getByTestId('roulette-odds-probability');
  await expect(figures).toHaveCount(8);
  const hundredths = (await figures.allTextContents()).map((text) => Math.round(Number(text.replace('%', '')) * 100));
  expect(hundredths.reduce((sum, n) => sum + n, 0)).toBe(10_000);
  await expect(page.getByTestId('roulette-odds-total')).toHaveText('100.00%');
  const names = await page.getByTestId('roulette-odds-row').locator('th').allTextContents();

  // A real draw: the wheel stops on the prize the server drew and names it, one of the published ones.
  await page.getByRole('button', { name: ja.roulette.spin, exact: true }).click();
  const result = page.getByTestId('roulette-result');
  const won = t('roulette.result.won', { prize: '(.+)' });
  await expect(result).toHaveText(new RegExp(`^${won}$`), { timeout: 15_000 });
  const prize = new RegExp(`^${won}$`).exec((await result.textContent()) ?? '')?.[1];
  expect(names).toContain(prize);

  // The rare physical prize (forced through the test endpoint) asks for the address.
  await forceNext(request, email, 'PHYSICAL');
  await page.getByRole('button', { name: ja.roulette.spin, exact: true }).click();
  await expect(result).toContainText(t('roulette.result.won', { prize: '作家サイン入り画集' }), { timeout: 15_000 });
  await result.getByRole('link', { name: ja.roulette.result.enterAddress }).click();
  await expect(page).toHaveURL(/\/roulette\/prize\/\d+$/);

  const form = page.getByRole('form', { name: ja.roulette.address.title });
  const field = (name: keyof typeof ja.roulette.address.field) =>
    form.getByLabel(literal(ja.roulette.address.field[name]));
  await field('name').fill('山田 花子');
  await field('zipCode').fill('150-0001');
  await field('address1').fill('渋谷区神宮前1-2-3');
  await field('address2').fill('ハイツ101');
  await field('phone').fill('090-1234-5678');
  // The city is required (spec §5): refused in Japanese before anything is sent.
  await form.getByRole('button', { name: ja.roulette.address.save }).click();
  await expect(form.getByText(ja.roulette.address.check.required)).toBeVisible();
  await expect(page).toHaveURL(/\/roulette\/prize\/\d+$/);
  await field('city').fill('東京都');
  await form.getByRole('button', { name: ja.roulette.address.save }).click();

  // Back on my prizes: what goes where, and its status.
  await expect(page).toHaveURL(/\/roulette\/spins$/);
  const latest = page.getByTestId('roulette-spin').first();
  await expect(latest).toContainText('作家サイン入り画集');
  await expect(latest.getByTestId('roulette-spin-status')).toHaveText(ja.roulette.spins.status.WAITING);
  await expect(latest.getByTestId('roulette-spin-address')).toContainText(
    '150-0001 東京都 渋谷区神宮前1-2-3 ハイツ101',
  );
  await expect(page.getByTestId('roulette-spin').nth(1)).toContainText(prize!);
});
