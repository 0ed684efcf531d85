import type { Page } from '@playwright/test';
import type { Messages } from '../../src/i18n/messages';

/** Demo accounts the reference API seeds into every empty database. */
export const DEMO_PASSWORD = 'Webtoon1!';
export const demo = {
  adult: 'adult@example.com',
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
