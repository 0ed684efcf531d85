import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ContentDetail, ContentPage, EpisodeItem } from '../../src/domain/catalog';
import {
  PACKAGE_BONUS_VALID_DAYS,
  type ChargeResult,
  type CoinProduct,
  type HistoryItem,
  type HistoryPage,
  type PaymentMethod,
  type PurchasePreview,
  type Wallet,
} from '../../src/domain/coins';
import { REFUND_WINDOW_DAYS } from '../../src/domain/constants';
import type { PurchaseKind } from '../../src/domain/enums';
import type { ApiEnvelope } from '../../src/domain/errors';
import type { Messages } from '../../src/i18n/messages';
import { data } from './api';
import type { LocaleKit } from './text';

type Headers = Record<string, string>;

/** A fresh Idempotency-Key (8–100 of [A-Za-z0-9_.:-]) for a money write the test makes through the API. */
function idempotencyKey(): string {
  return `e2e-${Date.now()}-${Math.floor(Math.random() * 1e9)}`;
}

/** The data of a backend money write (POST with an Idempotency-Key); any refusal fails the test with its code. */
export async function post<T>(request: APIRequestContext, path: string, headers: Headers, body: unknown = {}) {
  const reply = (await (
    await request.post(`/api/backend${path}`, {
      headers: { ...headers, 'Idempotency-Key': idempotencyKey() },
      data: body,
    })
  ).json()) as ApiEnvelope<T>;
  if (reply.result !== 'SUCCESS') throw new Error(`POST ${path}: ${reply.error.code}`);
  return reply.data;
}

export const walletOf = (request: APIRequestContext, headers: Headers) => data<Wallet>(request, '/coin/user', headers);

/** The first page (the 20 newest rows) of one history of the reader. */
export async function historyOf(
  request: APIRequestContext,
  kind: 'charge' | 'use' | 'mileage',
  headers: Headers,
): Promise<HistoryItem[]> {
  return (await data<HistoryPage>(request, `/history/${kind}`, headers)).items;
}

export async function previewOf(
  request: APIRequestContext,
  headers: Headers,
  contentId: number,
  episodeIds: number[],
  kind: PurchaseKind,
): Promise<PurchasePreview> {
  return data<PurchasePreview>(
    request,
    `/purchase/preview?contentId=${contentId}&episodeIds=${episodeIds.join(',')}&kind=${kind}`,
    headers,
  );
}

/** The shop's regular (unlimited) package of that many coins: names are in the platform's language, so by coins. */
export async function productOfCoins(request: APIRequestContext, coins: number): Promise<CoinProduct> {
  const product = (await data<CoinProduct[]>(request, '/payment/products')).find(
    (p) => p.coins === coins && p.stock === null,
  );
  if (!product) throw new Error(`The shop has no regular package of ${coins} coins.`);
  return product;
}

/** Charges a package for the reader through the API and the test provider (setup for flows about spending). */
export async function chargeThroughApi(request: APIRequestContext, headers: Headers, productId: number) {
  const charge = await post<ChargeResult>(request, '/payment/charge', headers, {
    productId,
    method: 'CARD',
    cautionsAccepted: true,
    returnPath: '/shop',
  });
  return post<{ wallet: Wallet }>(request, `/payment/${charge.payment.id}/confirm`, headers);
}

export type LockedEpisode = EpisodeItem & { state: { kind: 'LOCKED'; rentPrice: number; possessionPrice: number } };

export function isLocked(episode: EpisodeItem): episode is LockedEpisode {
  return episode.state.kind === 'LOCKED';
}

/**
 * A title of a home list whose episodes, for this reader, include at least `count` LOCKED ones that can be both
 * rented and bought, and (when asked) whose last FREE episode is followed directly by a locked one.
 */
export async function lockedTitle(
  request: APIRequestContext,
  headers: Headers,
  options: { count: number; freeBeforeLocked?: boolean; skip?: readonly number[] },
): Promise<{ detail: ContentDetail; locked: LockedEpisode[] }> {
  const page = await data<ContentPage>(request, '/contents?list=RANKING&size=50', headers);
  for (const title of page.items) {
    if (title.isAdult || options.skip?.includes(title.id)) continue;
    const detail = await data<ContentDetail>(request, `/contents/${title.id}`, headers);
    const episodes = [...detail.episodes].sort((a, b) => a.number - b.number);
    const locked = episodes
      .filter(isLocked)
      .filter(
        (e) => e.state.rentPrice > 0 && e.state.possessionPrice > 0 && e.state.rentPrice !== e.state.possessionPrice,
      );
    if (locked.length < options.count) continue;
    if (options.freeBeforeLocked) {
      const firstLocked = episodes.findIndex((e) => e.state.kind === 'LOCKED');
      if (firstLocked < 1 || episodes[firstLocked - 1]?.state.kind !== 'FREE') continue;
    }
    return { detail, locked };
  }
  throw new Error(`The seed has no title with ${options.count} locked episodes for this reader.`);
}

/**
 * On /shop: picks the package, the method, ticks the one consent to the required cautions, buys, and pays on the test
 * provider's checkout (which must say it is a test). Leaves the reader where the checkout sends them.
 */
export async function buyInShop(
  page: Page,
  messages: Messages,
  { t, money }: LocaleKit,
  product: CoinProduct,
  method: PaymentMethod = 'CARD',
): Promise<void> {
  const form = page.getByRole('form', { name: messages.shop.title });
  const option = form.getByTestId(`package-${product.id}`);
  await expect(option).toContainText(product.name);
  await expect(option).toContainText(money(product.price));
  await expect(option).toContainText(t('shop.packages.coins', { count: product.coins }));
  await option.getByRole('radio').check();
  await form.getByRole('radio', { name: messages.shop.method[method], exact: true }).check();
  // Every required caution is shown, and one tick agrees to them all.
  const cautions = form.getByRole('group', { name: messages.shop.cautions.legend });
  await expect(cautions.getByRole('listitem')).toHaveText([
    t('shop.cautions.bonusExpiry', { days: PACKAGE_BONUS_VALID_DAYS }),
    t('shop.cautions.refund', { days: REFUND_WINDOW_DAYS }),
    messages.shop.cautions.minors,
    messages.shop.cautions.terms,
  ]);
  await expect(cautions.getByRole('checkbox')).toHaveCount(1);
  await cautions.getByRole('checkbox', { name: messages.shop.cautions.agree, exact: true }).check();
  await form.getByRole('button', { name: t('shop.buy', { price: money(product.price) }), exact: true }).click();

  // The test provider's checkout: marked as a test, with the order, then paid.
  await expect(page).toHaveURL(/\/shop\/checkout\/[^/]+$/);
  const notice = page.getByRole('note');
  await expect(notice).toContainText(messages.shop.checkout.testBadge);
  await expect(notice).toContainText(messages.shop.checkout.testNotice);
  const summary = page.getByRole('region', { name: messages.shop.checkout.summary });
  await expect(summary.getByTestId('checkout-package')).toHaveText(product.name);
  await expect(summary.getByTestId('checkout-price')).toHaveText(money(product.price));
  await expect(summary.getByTestId('checkout-method')).toHaveText(messages.shop.method[method]);
  await summary
    .getByRole('button', { name: t('shop.checkout.pay', { price: money(product.price) }), exact: true })
    .click();
  await expect(
    page.getByText(
      product.bonus > 0
        ? t('shop.checkout.arrivedWithBonus', { coins: product.coins, bonus: product.bonus })
        : t('shop.checkout.arrived', { count: product.coins }),
    ),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/\/shop\/checkout\//);
}

/** The rows of a history page on screen, in order (newest first). */
export function historyRows(page: Page, messages: Messages, kind: 'charge' | 'use' | 'mileage') {
  return page.getByRole('list', { name: messages.pages.history[kind] }).getByRole('listitem');
}

/** The first page of the episode on screen in the viewer, as the reader sees it (its images from the API). */
export async function expectViewerShows(
  page: Page,
  request: APIRequestContext,
  headers: Headers,
  messages: Messages,
  { t }: LocaleKit,
  episodeId: number,
): Promise<void> {
  const { images } = await data<{ images: unknown[] }>(request, `/contents/viewer/${episodeId}`, headers);
  await expect(
    page
      .getByRole('region', { name: messages.viewer.region })
      .getByRole('img', { name: t('viewer.imageAlt', { page: 1, total: images.length }) }),
  ).toBeVisible();
}

/** The rent (or buy) button of a locked episode's row on the title page, named with its price. */
export function unlockButton(
  row: Locator,
  { t, coins }: LocaleKit,
  episode: EpisodeItem,
  kind: 'rent' | 'buy',
): Locator {
  const state = episode.state;
  if (state.kind !== 'LOCKED' && state.kind !== 'WAIT_FREE') throw new Error(`Episode ${episode.id} is ${state.kind}.`);
  const price = kind === 'rent' ? state.rentPrice : state.possessionPrice;
  return row.getByRole('button', {
    name: t(kind === 'rent' ? 'detail.unlock.rentLabel' : 'detail.unlock.buyLabel', {
      number: episode.number,
      coins: coins(price),
    }),
  });
}

/** The charge history holds exactly what a package gave: its coins and its bonus. */
export function expectPackageCharges(charges: HistoryItem[], product: CoinProduct): void {
  const pairs = (list: [string, number][]) => [...list].sort(([a], [b]) => a.localeCompare(b));
  expect(pairs(charges.map((item) => [item.kind, item.amount]))).toEqual(
    pairs([
      ['BONUS', product.bonus],
      ['COIN', product.coins],
    ]),
  );
}

/** The rows of the use history (on screen) that spent coins on one episode of a title. */
export function historyRowsOfEpisode(
  page: Page,
  messages: Messages,
  { t }: LocaleKit,
  titleName: string,
  number: number,
) {
  return historyRows(page, messages, 'use')
    .filter({ has: page.getByRole('link', { name: titleName, exact: true }) })
    .filter({ hasText: t('wallet.history.episodes', { count: 1, numbers: String(number) }) });
}
