import { expect, test } from '@playwright/test';
import ja from '../../src/i18n/locales/ja';
import { logIn, NEW_PASSWORD, uniqueEmail } from '../support/accounts';
import { latestMail } from '../support/outbox';
import { TERMS_VERSION } from '../../src/domain/legal';

test('forgot password by e-mail: request, open the mailed link, set a new password, log in; the used link is dead', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('forgot');
  const signUp = await request.post('/api/backend/auth/local/sign-up', {
    data: { email, password: NEW_PASSWORD, termsVersion: TERMS_VERSION },
  });
  expect(signUp.ok()).toBe(true);

  await page.goto('/user/login');
  await page.getByRole('link', { name: ja.auth.login.forgotPassword }).click();
  await expect(page).toHaveURL(/\/user\/findPassword$/);
  const find = page.getByRole('form', { name: ja.recovery.find.formLabel });
  await find.getByLabel(ja.recovery.field.email, { exact: true }).fill(email);
  await find.getByRole('button', { name: ja.recovery.find.submit, exact: true }).click();
  await expect(page.getByTestId('find-password-sent')).toHaveText(ja.recovery.find.sent.replace('{email}', email));

  const mail = await latestMail(request, email, 'RESET_PASSWORD');
  expect(mail.subject).toBe('パスワード再設定のご案内');
  const link = mail.meta.link ?? '';
  // Absolute, on the platform's own address, and in the body as it is.
  expect(link.startsWith(`${baseURL}/mail/resetPassword?`)).toBe(true);
  expect(mail.body).toContain(link);

  await page.goto(link);
  const reset = page.getByRole('form', { name: ja.recovery.reset.formLabel });
  await expect(reset.getByLabel(ja.recovery.field.email, { exact: true })).toHaveValue(email);
  const newPassword = 'Renewed2026!';
  await reset.getByLabel(ja.recovery.field.newPassword, { exact: true }).fill(newPassword);
  await reset.getByLabel(ja.recovery.field.confirm, { exact: true }).fill(newPassword);
  await reset.getByRole('button', { name: ja.recovery.reset.submit, exact: true }).click();
  await expect(page.getByTestId('reset-outcome')).toHaveText(ja.recovery.outcome.SUCCESS);

  await page.getByRole('link', { name: ja.recovery.reset.toLogin, exact: true }).click();
  await expect(page).toHaveURL(/\/user\/login/);
  await logIn(page, ja, email, newPassword);
  await expect(page).not.toHaveURL(/\/user\/login/);

  await page.goto(link);
  await expect(page.getByTestId('reset-outcome')).toHaveText(ja.recovery.outcome.TIMEOUT);
  await expect(page.getByRole('form', { name: ja.recovery.reset.formLabel })).toHaveCount(0);
});
