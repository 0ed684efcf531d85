import { expect, test, type Page } from '@playwright/test';
import ja from '../../src/i18n/locales/ja';
import { logIn } from '../support/accounts';
import { nextSmsCode, smsIds } from '../support/outbox';

/** The demo account registered with a phone (server/db/seed.ts, DEMO_PHONES.japan). */
const PHONE_ACCOUNT = 'phone@example.com';
const PHONE = '+819012345678';
const TYPED = '090-1234-5678';

async function verifyByPhone(page: Page, request: Parameters<typeof smsIds>[0]) {
  const before = await smsIds(request, PHONE);
  await page.getByLabel(ja.phone.verify.number, { exact: true }).fill(TYPED);
  await page.getByRole('button', { name: ja.phone.verify.send, exact: true }).click();
  await expect(page.getByText(ja.phone.messages.sent)).toBeVisible();
  await expect(page.getByTestId('phone-countdown')).toContainText(/00:5\d:\d\d|01:00:00/);
  const code = await nextSmsCode(request, PHONE, before);
  await page.getByLabel(ja.phone.verify.code, { exact: true }).fill(code);
  await page.getByRole('button', { name: ja.phone.verify.submit, exact: true }).click();
}

test('find my id from the login page: the number verified by SMS shows the masked e-mail', async ({
  page,
  request,
}) => {
  await page.goto('/user/login');
  await page.getByRole('link', { name: ja.auth.login.findId, exact: true }).click();
  await expect(page).toHaveURL(/\/user\/findId$/);
  await verifyByPhone(page, request);
  await expect(page.getByTestId('phone-found-email')).toHaveText('ph***@example.com');
});

test('forgot password by SMS: code from the outbox, new password, sign in with it', async ({ page, request }) => {
  const password = `Sms-${Date.now() % 1_000_000}x`;
  await page.goto('/user/findPassword/sms');
  await expect(page.getByRole('link', { name: ja.phone.findPassword.byMail })).toHaveAttribute(
    'href',
    '/user/findPassword',
  );
  await page.getByRole('button', { name: ja.phone.verify.submit, exact: true }).click();
  await expect(page.getByText(ja.phone.messages.verifyFirst)).toBeVisible();
  await verifyByPhone(page, request);
  await expect(page.getByText(ja.phone.messages.verified)).toBeVisible();
  await expect(page.getByTestId('phone-account')).toContainText('ph***@example.com');
  await page.getByLabel(ja.phone.findPassword.newPassword, { exact: true }).fill(password);
  await page.getByLabel(ja.phone.findPassword.confirm, { exact: true }).fill(password);
  await page.getByRole('button', { name: ja.phone.findPassword.submit, exact: true }).click();
  await expect(page.getByTestId('phone-reset-done')).toHaveText(ja.phone.findPassword.done);
  await page.getByRole('link', { name: ja.phone.findPassword.toLogin, exact: true }).click();
  await expect(page).toHaveURL(/\/user\/login/);
  await logIn(page, ja, PHONE_ACCOUNT, password);
  await expect(page).not.toHaveURL(/\/user\/login/);
});

test('a number given at sign-up finds the account', async ({ page, request }) => {
  // Eight digits after 080, the first never 0 (0800 is a toll-free prefix, not a mobile number).
  const digits = String(10_000_000 + (Date.now() % 90_000_000));
  const typed = `080-${digits.slice(0, 4)}-${digits.slice(4)}`;
  const email = `sms${digits}@example.net`;
  await page.goto('/user/signup');
  const form = page.getByRole('form', { name: ja.auth.signup.formLabel });
  await form.getByLabel(ja.auth.field.email, { exact: true }).fill(email);
  await form.getByLabel(ja.auth.field.password, { exact: true }).fill('Manga2026!');
  await form.getByLabel(ja.auth.field.confirmPassword, { exact: true }).fill('Manga2026!');
  await form.getByLabel(ja.auth.field.phone, { exact: true }).fill(typed);
  await form.getByLabel(ja.auth.signup.agreeTerms, { exact: true }).check();
  await form.getByRole('button', { name: ja.auth.signup.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/user\/signup/);
  await page.context().clearCookies();

  await page.goto('/user/findId');
  const phone = `+8180${digits}`;
  const before = await smsIds(request, phone);
  await page.getByLabel(ja.phone.verify.number, { exact: true }).fill(typed);
  await page.getByRole('button', { name: ja.phone.verify.send, exact: true }).click();
  await page.getByLabel(ja.phone.verify.code, { exact: true }).fill(await nextSmsCode(request, phone, before));
  await page.getByRole('button', { name: ja.phone.verify.submit, exact: true }).click();
  await expect(page.getByTestId('phone-found-email')).toHaveText(`sm${'*'.repeat(9)}@example.net`);
});
