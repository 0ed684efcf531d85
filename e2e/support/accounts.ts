import type { Page } from '@playwright/test';
import type { Messages } from '../../src/i18n/messages';

/** Demo accounts the reference API seeds into every empty database. */
export const DEMO_PASSWORD = 'Webtoon1!';
export const demo = {
  adult: 'adult@example.com',
  minor: 'minor@example.com',
  rich: 'rich@example.com',
  deReader: 'de-reader@example.com',
} as const;

/** A fresh e-mail per run, so flows never collide with an earlier account. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.net`;
}

export async function logIn(page: Page, m: Messages, email: string, password = DEMO_PASSWORD): Promise<void> {
  const form = page.getByRole('form', { name: m.auth.login.formLabel });
  await form.getByLabel(m.auth.field.email, { exact: true }).fill(email);
  await form.getByLabel(m.auth.field.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: m.auth.login.submit, exact: true }).click();
}

/** A password the sign-up rules accept (8–20 characters, at least two kinds). */
export const NEW_PASSWORD = 'Manga2026!';

/**
 * Signs a fresh account up through the sign-up page (it signs the reader in), for flows that change a reader's
 * settings: each run gets its own account, so no flow depends on what an earlier one left behind.
 */
export async function signUp(page: Page, m: Messages, email: string, password = NEW_PASSWORD): Promise<void> {
  await page.goto('/user/signup');
  const form = page.getByRole('form', { name: m.auth.signup.formLabel });
  await form.getByLabel(m.auth.field.email, { exact: true }).fill(email);
  await form.getByLabel(m.auth.field.password, { exact: true }).fill(password);
  await form.getByLabel(m.auth.field.confirmPassword, { exact: true }).fill(password);
  await form.getByLabel(m.auth.field.nickname, { exact: true }).fill(email.split('@')[0]?.slice(0, 20) ?? 'reader');
  await form.getByLabel(m.auth.signup.agreeTerms, { exact: true }).check();
  await form.getByRole('button', { name: m.auth.signup.submit, exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/user/signup'));
}
