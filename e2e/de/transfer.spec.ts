import { existsSync, readFileSync } from 'node:fs';
import { expect, request as requestContext, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ContentSummary } from '../../src/domain/catalog';
import type { OwnedTitle } from '../../src/domain/coins';
import type { TransferState, TransferSummary } from '../../src/domain/transfer';
import de from '../../src/i18n/locales/de';
import me from '../../src/i18n/locales/en';
import { logIn } from '../support/accounts';
import { data, readerHeaders } from '../support/api';
import { walletOf } from '../support/economy';
import { localeKit } from '../support/text';

// The de server also serves the 'me' bundle from the same process and database (playwright.config.ts, ALSO_SERVE).
const ME_URL = `http://127.0.0.1:${4105 + (Number(process.env.E2E_PORT_OFFSET ?? 0) || 0)}`;
/** A day in the transfer period, and one after its end (30.06.2025 23:59 Europe/Berlin). */
const IN_PERIOD = '2025-06-20T10:00:00+02:00';
const AFTER_PERIOD = '2025-07-01T09:00:00+02:00';
/** A German demo reader no other flow moves (de-reader signs in elsewhere and must stay German). */
const MOVER = 'de-new@example.com';

const { t } = localeKit(de, 'de');

/**
 * The global service's address the de bundle was built with (VITE_ME_SERVICE_URL), read the way Vite reads it: the
 * build's environment over `.env.de.local` over `.env.de`.
 */
function configuredMeServiceUrl(): string {
  const fromFile = (file: string) =>
    existsSync(file) ? /^VITE_ME_SERVICE_URL=(.*)$/m.exec(readFileSync(file, 'utf8'))?.[1]?.trim() : undefined;
  return process.env.VITE_ME_SERVICE_URL ?? fromFile('.env.de.local') ?? fromFile('.env.de') ?? '';
}

/** The API's clock (test mode) and the browser's, set together: the deadline is a fact of both. */
async function setClock(page: Page, request: APIRequestContext, iso: string) {
  const reply = await request.post('/api/test/clock', { data: { now: iso } });
  expect(reply.ok()).toBe(true);
  await page.clock.install({ time: new Date(iso) });
}

test.afterEach(async ({ request }) => {
  await request.post('/api/test/clock', { data: { now: null } });
});

test('a German reader reads the note, logs in, confirms, watches the transfer finish, and finds everything on me', async ({
  page,
  request,
}) => {
  // The German library as the API lists it today (the seeded catalogue is dated from the real clock).
  const german = await readerHeaders(request, MOVER);
  const keptBefore = await data<OwnedTitle[]>(request, '/library/my', german);
  const favouritesBefore = await data<ContentSummary[]>(request, '/library/favorite', german);
  expect(keptBefore.length).toBeGreaterThan(0);
  expect(favouritesBefore.length).toBeGreaterThan(0);

  await setClock(page, request, IN_PERIOD);
  const summary = await data<TransferSummary>(request, '/transfer/summary', german);
  expect(summary.target.kind).toBe('NEW');

  // The note: what moves, until when (in the reader's terms), how long it takes, and the way to start.
  await page.goto('/transfer/note');
  await expect(page.getByRole('heading', { name: de.pages.transfer.note.heading })).toBeVisible();
  await expect(page.getByTestId('transfer-deadline')).toHaveText(
    `${t('transfer.note.open', { deadline: 'bis 30.06.2025, 23:59 Uhr' })} ${de.transfer.note.duration}`,
  );
  for (const item of Object.values(de.transfer.note.items)) await expect(page.getByText(item)).toBeVisible();
  await page.getByRole('link', { name: de.transfer.note.start }).click();

  // The transfer's own login, which comes back into the flow.
  await expect(page).toHaveURL(/\/transfer\/apply\/login/);
  await logIn(page, de, MOVER);
  await expect(page).toHaveURL(/\/transfer\/apply\/confirm$/);

  // Exactly what moves, as the API counts it.
  await expect(page.getByTestId('transfer-source')).toContainText(MOVER);
  await expect(page.getByTestId('transfer-target')).toHaveAttribute('data-kind', 'NEW');
  for (const [kind, amount] of Object.entries(summary.contents.balance))
    await expect(page.getByTestId(`transfer-summary-balance-${kind}`)).toContainText(String(amount));
  const library = page.getByTestId('transfer-summary-library');
  await expect(library).toContainText(t('transfer.summary.owned', { count: summary.contents.ownedEpisodes }));
  await expect(library).toContainText(t('transfer.summary.rented', { count: summary.contents.rentedEpisodes }));
  await expect(library).toContainText(t('transfer.summary.favorites', { count: summary.contents.favorites }));

  // Every term must be ticked, as in the shop.
  const submit = page.getByRole('button', { name: de.transfer.confirm.submit, exact: true });
  await submit.click();
  await expect(page.getByText(de.transfer.confirm.required)).toBeVisible();
  await expect(page).toHaveURL(/\/transfer\/apply\/confirm$/);
  for (const term of Object.values(de.transfer.confirm.terms))
    await page.getByRole('checkbox', { name: term, exact: true }).check();
  await submit.click();

  // The status while it runs: the progress, then (the API's clock past the 1–2 minutes) finished.
  await expect(page).toHaveURL(/\/transfer\/apply\/status$/);
  const status = page.getByTestId('transfer-status');
  await expect(status).toHaveAttribute('data-status', 'request');
  await expect(page.getByRole('progressbar', { name: de.transfer.status.request.progress })).toBeVisible();
  await expect(page.getByRole('heading', { name: de.transfer.status.request.heading })).toBeVisible();
  const running = await data<TransferState>(request, '/transfer/status', german);
  expect(running.status).toBe('request');
  const later = new Date((running.expectedAt ?? Date.parse(IN_PERIOD)) + 60_000).toISOString();
  await request.post('/api/test/clock', { data: { now: later } });
  await page.clock.runFor(5_000);
  await expect(status).toHaveAttribute('data-status', 'finish', { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: de.transfer.status.finish.heading })).toBeVisible();
  await expect(page.getByText(t('transfer.status.finish.account', { email: MOVER }))).toBeVisible();
  await expect(page.getByRole('link', { name: de.transfer.status.finish.toMe })).toHaveAttribute(
    'href',
    configuredMeServiceUrl(),
  );

  // On me, listed by the real clock again: the same coins by kind, titles kept and rented, and favourites.
  await request.post('/api/test/clock', { data: { now: null } });
  const meApi = await requestContext.newContext({ baseURL: ME_URL });
  try {
    const global = await readerHeaders(meApi, MOVER);
    expect((await walletOf(meApi, global)).balance).toEqual(summary.contents.balance);
    const kept = await data<OwnedTitle[]>(meApi, '/library/my', global);
    expect(kept.map((title) => [title.content.id, title.owned, title.rented]).sort()).toEqual(
      keptBefore.map((title) => [title.content.id, title.owned, title.rented]).sort(),
    );
    const favourites = await data<ContentSummary[]>(meApi, '/library/favorite', global);
    expect(favourites.map((title) => title.id).sort()).toEqual(favouritesBefore.map((title) => title.id).sort());

    await page.goto(`${ME_URL}/user/login`);
    await logIn(page, me, MOVER);
    await expect(page).not.toHaveURL(/\/user\/login/);
    await page.goto(`${ME_URL}/shop`);
    for (const [kind, amount] of Object.entries(summary.contents.balance)) {
      if (kind === 'MILEAGE') continue;
      await expect(page.getByTestId(`shop-balance-${kind}`)).toHaveText(String(amount));
    }
    await page.goto(`${ME_URL}/library/my`);
    for (const title of kept) await expect(page.getByTestId(`owned-${title.content.id}`)).toBeVisible();
    await page.goto(`${ME_URL}/library/favorite`);
    for (const title of favourites) await expect(page.getByTestId(`favorite-${title.id}`)).toBeVisible();
    // Issue 14: the charge history says where those coins came from, though they arrived long before its 90 days.
    await page.goto(`${ME_URL}/history/charge`);
    const entry = page.getByTestId('history-transfer');
    await expect(entry).toContainText(me.money.transfer.title);
    const { COIN, BONUS, FREE_COIN } = summary.contents.balance;
    await expect(entry).toContainText(`+${(COIN + BONUS + FREE_COIN).toLocaleString('en')}`);
    await expect(entry).toContainText(`${me.wallet.history.kind.COIN} ${COIN.toLocaleString('en')}`);
  } finally {
    await meApi.dispose();
  }

  // Back on de, the German account has moved: a second request only shows the finished status.
  expect((await data<TransferState>(request, '/transfer/status', german)).status).toBe('finish');
});

test('after the deadline the note says the period has ended, and the confirm step offers no request', async ({
  page,
  request,
}) => {
  await setClock(page, request, AFTER_PERIOD);
  await page.goto('/transfer/note');
  await expect(page.getByTestId('transfer-deadline')).toHaveText(
    t('transfer.note.ended', { deadline: 'bis 30.06.2025, 23:59 Uhr' }),
  );
  await expect(page.getByRole('link', { name: de.transfer.note.start })).toHaveCount(0);

  // Signed in anyway (the German login stays reachable), the confirm step opens with the refusal and what the reader
  // can still do; it no longer says what "will move", and offers no request.
  await page.goto('/user/login');
  await logIn(page, de, 'de-reader@example.com');
  await expect(page).not.toHaveURL(/\/user\/login/);
  await page.goto('/transfer/apply/confirm');
  await expect(page.getByRole('heading', { level: 1, name: de.transfer.closed.title })).toBeVisible();
  const refusal = page.getByTestId('transfer-ended');
  await expect(refusal.getByRole('heading', { level: 2, name: de.transfer.closed.heading })).toBeVisible();
  await expect(refusal).toContainText(de.transfer.closed.stillCan);
  await expect(page.getByRole('link', { name: de.transfer.status.finish.toMe })).toHaveAttribute(
    'href',
    configuredMeServiceUrl(),
  );
  await expect(page.getByRole('heading', { name: de.transfer.summary.heading })).toHaveCount(0);
  await expect(page.getByRole('button', { name: de.transfer.confirm.submit, exact: true })).toHaveCount(0);
  // And the API refuses a request outright.
  const german = await readerHeaders(request, 'de-reader@example.com');
  const reply = await request.post('/api/backend/transfer', {
    headers: { ...german, 'Idempotency-Key': `e2e-late-${Date.now()}` },
    data: { termsAccepted: true },
  });
  expect(((await reply.json()) as { error?: { code: string } }).error?.code).toBe('TRANSFER_PERIOD_ENDED');
});

for (const step of ['/transfer/apply/confirm', '/transfer/apply/status']) {
  test(`${step} opened without logging in lands on the wrong-access page, which leads back to the note`, async ({
    page,
  }) => {
    await page.goto(step);
    await expect(page).toHaveURL(/\/transfer\/apply\/wrong$/);
    await expect(page.getByRole('heading', { name: de.transfer.wrong.heading })).toBeVisible();
    await page.getByRole('link', { name: de.transfer.wrong.toNote }).click();
    await expect(page).toHaveURL(/\/transfer\/note$/);
  });
}
