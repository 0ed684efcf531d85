import { expect, test } from '@playwright/test';
import type { Payment, Wallet } from '../../src/domain/coins';
import type { ApiEnvelope } from '../../src/domain/errors';
import { TERMS_VERSION } from '../../src/domain/legal';
import ja from '../../src/i18n/locales/ja';
import { NEW_PASSWORD, signUp, uniqueEmail } from '../support/accounts';
import { data, readerHeaders } from '../support/api';
import { buyInShop, productOfCoins, walletOf } from '../support/economy';
import { localeKit } from '../support/text';

const kit = localeKit(ja, 'ja');

test('the TEST offerwall, reached from /benefit, credits an offer once', async ({ page, request }) => {
  const email = uniqueEmail('offerwall');
  await signUp(page, ja, email);
  const reader = await readerHeaders(request, email, NEW_PASSWORD);

  await page.goto('/benefit');
  await page.getByTestId('offerwall-link').click();
  await expect(page).toHaveURL(/\/offerwall$/);
  const note = page.getByRole('note');
  await expect(note).toContainText(ja.offerwall.testBadge);
  await expect(note).toContainText(ja.offerwall.testNotice);

  const install = page.getByTestId('offer-install');
  await expect(install).toContainText(ja.offerwall.offers.install);
  await install.getByRole('button', { name: ja.offerwall.complete, exact: true }).click();
  await expect(page.getByText(kit.t('offerwall.credited', { coins: 30 }))).toBeVisible();
  await expect(install.getByRole('button', { name: ja.offerwall.completed, exact: true })).toBeDisabled();
  expect((await walletOf(request, reader)).balance.FREE_COIN).toBe(30);

  // The same offer again (the provider retrying its callback): the first outcome, no second credit.
  const again = (await (
    await request.post('/api/backend/offerwall/test/offers/install/complete', { headers: reader })
  ).json()) as ApiEnvelope<{ replayed: boolean; wallet: Wallet }>;
  expect(again).toMatchObject({ result: 'SUCCESS', data: { replayed: true, wallet: { balance: { FREE_COIN: 30 } } } });
  await page.reload();
  await expect(install.getByRole('button', { name: ja.offerwall.completed, exact: true })).toBeDisabled();
});

test('with the ad-tracking consent on, a purchase reaches the stand-in receiver once', async ({ page, request }) => {
  const email = uniqueEmail('conversion');
  await signUp(page, ja, email);
  const reader = await readerHeaders(request, email, NEW_PASSWORD);

  await page.goto('/setting/push');
  const consent = page.getByTestId('switch-ad-tracking');
  await expect(consent).not.toBeChecked();
  await expect(page.getByText(ja.settings.adTracking.hint)).toBeVisible();
  await consent.click();
  await expect(consent).toBeChecked();
  await expect(consent).not.toHaveAttribute('aria-busy', 'true');

  await page.goto('/shop');
  await buyInShop(page, ja, kit, await productOfCoins(request, 300));
  const [payment] = await data<Payment[]>(request, '/payment', reader);
  expect(payment?.status).toBe('PAID');

  // The sender runs every few seconds: wait for the delivery, then make sure it came once.
  const receiver = async () =>
    (await (await request.get('/api/dev/facebook-receiver')).json()) as ApiEnvelope<{
      deliveries: { data: { event_id: string; event_name: string }[] }[];
    }>;
  const mine = async () => {
    const reply = await receiver();
    if (reply.result !== 'SUCCESS') throw new Error(reply.error.code);
    return reply.data.deliveries.flatMap((d) => d.data).filter((e) => e.event_id === `PURCHASE:${payment!.id}`);
  };
  await expect.poll(async () => (await mine()).length, { timeout: 30_000 }).toBe(1);
  expect((await mine())[0]?.event_name).toBe('Purchase');
});

test('a sign-up with the consent box ticked reaches the stand-in receiver as CompleteRegistration', async ({
  request,
}) => {
  const email = uniqueEmail('registration');
  const reply = (await (
    await request.post('/api/backend/auth/local/sign-up', {
      data: { email, password: NEW_PASSWORD, termsVersion: TERMS_VERSION, isAgreeAdTracking: true },
    })
  ).json()) as ApiEnvelope<{ userId: number }>;
  if (reply.result !== 'SUCCESS') throw new Error(reply.error.code);
  const eventId = `COMPLETE_REGISTRATION:${reply.data.userId}`;
  const received = async () => {
    const list = (await (await request.get('/api/dev/facebook-receiver')).json()) as ApiEnvelope<{
      eventIds: string[];
    }>;
    return list.result === 'SUCCESS' && list.data.eventIds.includes(eventId);
  };
  await expect.poll(received, { timeout: 30_000 }).toBe(true);
});
