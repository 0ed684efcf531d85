import { expect, test } from '@playwright/test';
import { TERMS_VERSION } from '../../src/domain/legal';
import type { UserWire } from '../../src/domain/user';
import ja from '../../src/i18n/locales/ja';
import { demo, logIn, NEW_PASSWORD, uniqueEmail } from '../support/accounts';
import { readerHeaders } from '../support/api';

const links = ja.account.my.links;

/** Every screen My page must lead to (spec §2), by its link text and where it lands. */
const FROM_MY_PAGE = [
  [links.coupon, '/coupon'],
  [links.event, '/event'],
  [links.roulette, '/roulette'],
  [links.notice, '/notice'],
  [links.faq, '/faq'],
  [links.qna, '/qna'],
  [links.settings, '/setting/push'],
  [links.terms, '/policy'],
  [links.privacy, '/privacy'],
  [links.commentMy, '/comment/my'],
  [links.blockList, '/comment/blocks'],
] as const;

test('signed in, every screen of My page opens by clicking its link', async ({ page }) => {
  await page.goto('/user/login');
  await logIn(page, ja, demo.adult);
  await expect(page).not.toHaveURL(/\/user\/login/);
  for (const [name, path] of FROM_MY_PAGE) {
    await page.goto('/my');
    const menu = page.getByRole('navigation', { name: ja.account.my.menu });
    await menu.getByRole('link', { name, exact: true }).click();
    await expect(page, `${name} opens ${path}`).toHaveURL(new RegExp(`${path}$`));
    // A real screen answered, not the not-found page and not a way back to the login.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(ja.pages.notFound.title)).toHaveCount(0);
  }
});

test('a guest reaches the notices, the FAQ, the terms and the privacy policy from the login page', async ({ page }) => {
  for (const [name, path] of [
    [ja.auth.legal.notice, '/notice'],
    [ja.auth.legal.faq, '/faq'],
    [ja.auth.legal.terms, '/policy'],
    [ja.auth.legal.privacy, '/privacy'],
  ] as const) {
    await page.goto('/user/login');
    await page.getByRole('navigation', { name: ja.auth.legal.help }).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});

test('the terms show their version and date, and the table of contents leads to each section', async ({ page }) => {
  await page.goto('/policy');
  await expect(page.getByRole('heading', { level: 1, name: ja.legal.terms.title })).toBeVisible();
  const meta = page.getByTestId('legal-version');
  await expect(meta).toContainText(TERMS_VERSION);
  await expect(meta).toContainText(TERMS_VERSION.replaceAll('-', '/'));
  const contents = page.getByRole('navigation', { name: ja.legal.contents });
  await contents.getByRole('link', { name: ja.legal.terms.sections.refunds.heading }).click();
  await expect(page.getByRole('heading', { level: 2, name: ja.legal.terms.sections.refunds.heading })).toBeFocused();
  await expect(page).toHaveURL(/\/policy$/);
  await page.getByRole('link', { name: ja.legal.toPrivacy, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: ja.legal.privacy.title })).toBeVisible();
  await expect(page.getByText(ja.legal.privacy.sections.cookies.heading).first()).toBeVisible();
});

test('sign-up asks for the terms, keeps the form when they are opened, and records the version', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('consent');
  await page.goto('/user/signup');
  const form = page.getByRole('form', { name: ja.auth.signup.formLabel });
  await form.getByLabel(ja.auth.field.email, { exact: true }).fill(email);
  await form.getByLabel(ja.auth.field.password, { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel(ja.auth.field.confirmPassword, { exact: true }).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: ja.auth.signup.submit, exact: true }).click();
  await expect(form.getByText(ja.errors.TERMS_REQUIRED)).toBeVisible();
  await expect(form.getByLabel(ja.auth.signup.agreeTerms, { exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/user\/signup$/);

  // The terms open in a new tab; the form keeps what was typed.
  const opened = page.context().waitForEvent('page');
  await form.getByTestId('legal-terms-link').click();
  const terms = await opened;
  await expect(terms).toHaveURL(/\/policy$/);
  await expect(terms.getByRole('heading', { level: 1, name: ja.legal.terms.title })).toBeVisible();
  await terms.close();
  await expect(form.getByLabel(ja.auth.field.email, { exact: true })).toHaveValue(email);

  await form.getByLabel(ja.auth.signup.agreeTerms, { exact: true }).check();
  await form.getByRole('button', { name: ja.auth.signup.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/user\/signup/);

  const headers = await readerHeaders(request, email, NEW_PASSWORD);
  const reply = await request.post('/api/direct/user', { data: {}, headers });
  const user = ((await reply.json()) as { data: UserWire }).data;
  expect(user.termsVersion).toBe(TERMS_VERSION);
  expect(Date.now() - Date.parse(user.termsAgreedAt ?? '')).toBeLessThan(5 * 60_000);
});

test('the shop’s cautions link the terms', async ({ page }) => {
  await page.goto('/user/login');
  await logIn(page, ja, demo.rich);
  await expect(page).not.toHaveURL(/\/user\/login/);
  await page.goto('/shop');
  const opened = page.context().waitForEvent('page');
  await page.getByTestId('shop-terms-link').click();
  const terms = await opened;
  await expect(terms.getByRole('heading', { level: 1, name: ja.legal.terms.title })).toBeVisible();
});
