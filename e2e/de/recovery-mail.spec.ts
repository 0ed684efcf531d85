import { expect, test } from '@playwright/test';
import de from '../../src/i18n/locales/de';
import { logIn } from '../support/accounts';
import { latestMail } from '../support/outbox';

/** A German demo account no other flow signs in with: this flow changes its password. */
const READER = 'de-both@example.com';

test('a German reader who forgot the password resets it by mail from the transfer login, in German, and logs in there', async ({
  page,
  request,
}) => {
  await page.goto('/transfer/apply/login');
  await page.getByRole('link', { name: de.auth.login.forgotPassword }).click();
  // The whitelist serves the request page (it used to send the reader to the note).
  await expect(page).toHaveURL(/\/user\/findPassword$/);
  await expect(page.getByRole('heading', { level: 1, name: de.recovery.find.title })).toBeVisible();
  // The German variant serves no SMS reset, so nothing offers one.
  await expect(page.getByTestId('find-password-by-sms')).toHaveCount(0);
  const find = page.getByRole('form', { name: de.recovery.find.formLabel });
  await find.getByLabel(de.recovery.field.email, { exact: true }).fill(READER);
  await find.getByRole('button', { name: de.recovery.find.submit, exact: true }).click();
  await expect(page.getByTestId('find-password-sent')).toHaveText(de.recovery.find.sent.replace('{email}', READER));
  await expect(page.getByRole('link', { name: de.recovery.find.toLogin })).toHaveAttribute(
    'href',
    '/transfer/apply/login',
  );

  const mail = await latestMail(request, READER, 'RESET_PASSWORD');
  expect(mail.subject).toBe('Passwort zurücksetzen');
  const link = mail.meta.link ?? '';
  expect(new URL(link).pathname).toBe('/mail/resetPassword');
  expect(mail.body).toContain(link);

  await page.goto(link);
  const reset = page.getByRole('form', { name: de.recovery.reset.formLabel });
  await expect(reset.getByLabel(de.recovery.field.email, { exact: true })).toHaveValue(READER);
  const newPassword = 'Neustart2026!';
  await reset.getByLabel(de.recovery.field.newPassword, { exact: true }).fill(newPassword);
  await reset.getByLabel(de.recovery.field.confirm, { exact: true }).fill(newPassword);
  await reset.getByRole('button', { name: de.recovery.reset.submit, exact: true }).click();
  await expect(page.getByTestId('reset-outcome')).toHaveText(de.recovery.outcome.SUCCESS);

  // Back to the transfer's own login, which returns into the transfer.
  await page.getByRole('link', { name: de.recovery.reset.toLogin, exact: true }).click();
  await expect(page).toHaveURL(/\/transfer\/apply\/login$/);
  await logIn(page, de, READER, newPassword);
  await expect(page).toHaveURL(/\/transfer\/apply\/confirm$/);
});
