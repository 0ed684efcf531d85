import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ApiEnvelope } from '../../src/domain/errors';
import ja from '../../src/i18n/locales/ja';
import { logIn, NEW_PASSWORD, signUp, uniqueEmail } from '../support/accounts';

/** The path of the newest withdrawal mail to `email`, read from the API's outbox (test mode) as the mail would be. */
async function withdrawalLink(request: APIRequestContext, email: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const reply = (await (await request.get('/api/test/outbox')).json()) as ApiEnvelope<
        { recipient: string; meta: Record<string, string> }[]
      >;
      if (reply.result !== 'SUCCESS') return undefined;
      path = reply.data.find((m) => m.recipient === email && m.meta.type === 'WITHDRAWAL')?.meta.path;
      return path;
    })
    .toMatch(/^\/mail\/withdrawal\?token=/);
  return path ?? '';
}

test('withdraw from My page through the mailed link; sign-in and a new sign-up are then refused', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('leaving');
  await signUp(page, ja, email);

  await page.goto('/my');
  await page.getByRole('link', { name: ja.account.my.links.withdrawal, exact: true }).click();
  await expect(page).toHaveURL(/\/my\/withdrawal$/);
  await expect(page.getByRole('heading', { name: ja.withdrawal.losses.heading })).toBeVisible();
  for (const kind of ['COIN', 'BONUS', 'FREE_COIN', 'MILEAGE'] as const)
    await expect(page.getByTestId(`withdrawal-loss-${kind}`)).toHaveText('0');
  await expect(page.getByTestId('withdrawal-loss-owned')).toHaveText(
    ja.withdrawal.losses.owned.other.replace('{count}', '0'),
  );

  // The reason is required and must say something.
  await page.getByTestId('withdrawal-submit').click();
  await expect(page.getByText(ja.withdrawal.reason.required)).toBeVisible();
  await page.getByRole('radio', { name: ja.withdrawal.reason.options.CONTENT }).check();
  await page.getByLabel(ja.withdrawal.reason.detail).fill('読みたい作品が少ないので退会します。');
  await page.getByRole('checkbox', { name: ja.withdrawal.acknowledge }).check();
  await page.getByTestId('withdrawal-submit').click();
  await expect(page.getByRole('heading', { name: ja.withdrawal.sent.heading })).toBeVisible();

  // Until the link is used the account stays open.
  await page.goto('/my');
  await expect(page).toHaveURL(/\/my$/);

  await page.goto(await withdrawalLink(request, email));
  await page.getByRole('button', { name: ja.withdrawal.confirm.submit }).click();
  await expect(page.getByRole('heading', { name: ja.withdrawal.confirm.done.heading })).toBeVisible();
  await expect(page.getByText(ja.withdrawal.confirm.done.text)).toBeVisible();

  // Signed out: My page asks for a sign-in, which the closed account no longer gets.
  await page.goto('/my');
  await expect(page).toHaveURL(/\/user\/login/);
  await logIn(page, ja, email, NEW_PASSWORD);
  await expect(page.getByText(ja.errors.WITHDRAWAL)).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login/);

  await page.goto('/user/signup');
  const form = page.getByRole('form', { name: ja.auth.signup.formLabel });
  await form.getByLabel(ja.auth.field.email, { exact: true }).fill(email);
  await form.getByLabel(ja.auth.field.password, { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel(ja.auth.field.confirmPassword, { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel(ja.auth.field.nickname, { exact: true }).fill('again');
  await form.getByLabel(ja.auth.signup.agreeTerms, { exact: true }).check();
  await form.getByRole('button', { name: ja.auth.signup.submit, exact: true }).click();
  await expect(page.getByText(ja.errors.DELETED_USER)).toBeVisible();
  await expect(page).toHaveURL(/\/user\/signup/);

  // The link worked once: opening it again says it no longer works.
  await page.goto(await withdrawalLink(request, email));
  await page.getByRole('button', { name: ja.withdrawal.confirm.submit }).click();
  await expect(page.getByRole('heading', { name: ja.withdrawal.confirm.timeout.heading })).toBeVisible();
});
