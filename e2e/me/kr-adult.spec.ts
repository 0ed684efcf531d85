import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ContentPage } from '../../src/domain/catalog';
import type { ApiEnvelope } from '../../src/domain/errors';
import type { SignInResult } from '../../src/domain/user';
import en from '../../src/i18n/locales/en';
import me from '../../platforms/me';
import { demo, logIn, NEW_PASSWORD, uniqueEmail } from '../support/accounts';
import { data, readerHeaders } from '../support/api';
import { textsOf } from '../support/text';
import { TERMS_VERSION } from '../../src/domain/legal';

const t = textsOf(en, 'en');
/** The test cookie that plays a reader in Korea (server/lib/request-info.ts; the e2e server runs the test provider). */
const KOREAN_COOKIE = 'testKrIp';

async function post<T>(request: APIRequestContext, path: string, body: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const reply = (await (await request.fetch(path, { method: 'POST', data: body, headers })).json()) as ApiEnvelope<T>;
  if (reply.result !== 'SUCCESS') throw new Error(`${path}: ${reply.error.code}`);
  return reply.data;
}

/** A fresh reader of 'me' who passed the API's own adult check: only the Korean verification is missing. */
async function adultReader(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('kr-adult');
  const pair = await post<SignInResult>(request, '/api/backend/auth/local/sign-up', {
    email,
    password: NEW_PASSWORD,
    termsVersion: TERMS_VERSION,
  });
  const body = { action: 'ADULT', verifyAdultRequest: { birthedAt: null }, refreshToken: pair.refreshToken };
  const reply = await request.fetch('/api/front/user', {
    method: 'PUT',
    data: body,
    headers: { authorization: `Bearer ${pair.accessToken}` },
  });
  expect(reply.status(), 'the API adult check').toBe(200);
  return email;
}

/** Signs in from Korea; the SPA's once-per-tab `GET /auth/ip-kr` records the reader as a Korean-IP user. */
async function signInFromKorea(page: Page, baseURL: string | undefined, email: string) {
  await page.context().addCookies([{ name: KOREAN_COOKIE, value: '1', url: baseURL ?? '' }]);
  await page.goto('/user/login');
  const checked = page.waitForResponse((r) => r.url().endsWith('/api/backend/auth/ip-kr') && r.ok());
  await logIn(page, en, email, NEW_PASSWORD);
  await checked;
}

async function anAdultTitle(request: APIRequestContext) {
  const [title] = (
    await data<ContentPage>(request, '/contents?list=MATURE&size=5', await readerHeaders(request, demo.adult))
  ).items;
  if (!title) throw new Error('The seed has no adult title.');
  return title;
}

async function verifyAtTestProvider(page: Page, title: { id: number; name: string }, birthDate: string) {
  await page.goto(`/detail/${title.id}`);
  const popup = page.getByRole('dialog', { name: en.adult.title });
  await expect(popup).toContainText(en.adult.krAuth.message);
  await expect(page.getByRole('heading', { level: 1, name: title.name })).toHaveCount(0);
  await popup.getByRole('button', { name: en.krAdult.start, exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'TEST identity provider' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('verifies nothing');
  await page.getByLabel('Birth date').fill(birthDate);
  await page.getByRole('button', { name: 'Confirm identity' }).click();
}

test('a reader in Korea sees an adult title only after Korean identity verification at the test provider', async ({
  page,
  request,
  baseURL,
}) => {
  const title = await anAdultTitle(request);
  const email = await adultReader(request);
  await signInFromKorea(page, baseURL, email);

  // Unverified: the title's page stays closed behind the popup's Korean step.
  await verifyAtTestProvider(page, title, '1990-04-01');

  // Back from the provider: the result is taken once, and the page the reader came from shows the title.
  await expect(page).toHaveURL(new RegExp(`/detail/${title.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title.name })).toBeVisible();
  await page.goto('/home/mature');
  await expect(page.locator(`[data-testid="content-card"][data-content-id="${title.id}"]`)).toContainText(title.name);
});

test('a minor confirmed by the identity provider is told so and still does not see the title', async ({
  page,
  request,
  baseURL,
}) => {
  const title = await anAdultTitle(request);
  const email = await adultReader(request);
  await signInFromKorea(page, baseURL, email);
  const minor = `${new Date().getUTCFullYear() - 16}-06-15`;
  await verifyAtTestProvider(page, title, minor);

  await expect(page).toHaveURL(/\/adult\/kr\/return$/);
  await expect(page.getByText(t('krAdult.refusal.UNDER_AGE', { age: me.adultAgeLimit }))).toBeVisible();
  await page.getByRole('link', { name: en.krAdult.back }).click();
  await expect(page.getByRole('dialog', { name: en.adult.title })).toContainText(en.adult.krAuth.message);
  await expect(page.getByRole('heading', { level: 1, name: title.name })).toHaveCount(0);
});
