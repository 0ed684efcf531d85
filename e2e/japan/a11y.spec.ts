import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import type { ContentDetail, ContentPage } from '../../src/domain/catalog';
import type { ChargeResult, CoinProduct } from '../../src/domain/coins';
import type { ApiEnvelope } from '../../src/domain/errors';
import type { EventList } from '../../src/domain/events';
import type { NoticePage } from '../../src/domain/help';
import type { RouletteSpinResult } from '../../src/domain/roulette';
import type { ThemeSummary } from '../../src/domain/themes';
import ja from '../../src/i18n/locales/ja';
import { demo } from '../support/accounts';
import { data, freeTitle, readerHeaders } from '../support/api';
import { expectNoViolations, signedInContext, type AxeRoute } from '../support/axe';
import { lockedTitle, post } from '../support/economy';

/** A title whose page shows its notices (the seed gives some titles three). */
async function titleWithNotices(request: APIRequestContext): Promise<number> {
  const ranking = await data<ContentPage>(request, '/contents?list=RANKING&size=50');
  for (const title of ranking.items) {
    if ((await data<ContentDetail>(request, `/contents/${title.id}`)).notices.length > 0) return title.id;
  }
  throw new Error('The seed has no title with notices in the ranking.');
}

/** Every route of spec §2 on japan (src/app/paths.ts), with seed ids found through the API. */
async function seedIds(request: APIRequestContext) {
  const { detail, free } = await freeTitle(request);
  const mature = await data<ContentPage>(
    request,
    '/contents?list=MATURE&size=1',
    await readerHeaders(request, demo.adult),
  );
  const adult = mature.items[0]?.id;
  const { locked } = await lockedTitle(request, {}, { count: 1 });
  const noticed = await titleWithNotices(request);
  const event = (await data<EventList>(request, '/event')).items[0]!;
  const theme = (await data<ThemeSummary[]>(request, '/theme'))[0]!;
  const notice = (await data<NoticePage>(request, '/notice')).items[0]!;
  return { title: detail.id, noticed, episode: free[0]!, adult, locked: locked[0]!.id, event, theme, notice };
}

test('guest: the catalogue, the viewer, events and help pass axe at phone and desktop size', async ({
  page,
  request,
}) => {
  const ids = await seedIds(request);
  expect(ids.adult, 'the seed has an adult title').toBeDefined();
  const routes: AxeRoute[] = [
    { name: 'main', path: '/' },
    { name: 'home tab weekly', path: '/home/weekly' },
    { name: 'home tab ranking', path: '/home/ranking' },
    { name: 'home tab mature (guest gate)', path: '/home/mature' },
    { name: 'detail', path: `/detail/${ids.title}` },
    { name: 'detail with notices', path: `/detail/${ids.noticed}` },
    { name: 'detail of an adult title (age popup)', path: `/detail/${ids.adult}` },
    { name: 'detail not found', path: '/detail/999999' },
    { name: 'viewer of a free episode', path: `/viewer/${ids.episode}` },
    { name: 'viewer of a locked episode', path: `/viewer/${ids.locked}` },
    { name: 'comments', path: `/comment?episodeId=${ids.episode}` },
    { name: 'events', path: '/event' },
    { name: 'event', path: `/event/${ids.event.id}` },
    { name: 'theme', path: `/theme/${ids.theme.id}` },
    { name: 'shop', path: '/shop' },
    { name: 'notices', path: '/notice' },
    { name: 'notice', path: `/notice/detail/${ids.notice.id}` },
    { name: 'search', path: '/search' },
    { name: 'faq', path: '/faq' },
    { name: 'benefit', path: '/benefit' },
    { name: 'roulette', path: '/roulette' },
    { name: 'terms', path: '/policy' },
    { name: 'privacy', path: '/privacy' },
    { name: 'health', path: '/_/health' },
    { name: 'error', path: '/error' },
    { name: 'prepare', path: '/prepare' },
    { name: 'not found', path: '/no/such/page' },
  ];
  await expectNoViolations(page, routes);
});

test('guest: sign-in, sign-up, recovery and the sign-in callbacks pass axe', async ({ page }) => {
  const routes: AxeRoute[] = [
    { name: 'login', path: '/user/login' },
    { name: 'session sign-in page', path: '/api/auth/signin?error=SessionRequired&callbackUrl=%2Fmy' },
    { name: 'signup', path: '/user/signup' },
    { name: 'find password', path: '/user/findPassword' },
    { name: 'find password by SMS', path: '/user/findPassword/sms' },
    { name: 'find id', path: '/user/findId' },
    { name: 'reset password (no token)', path: '/mail/resetPassword' },
    { name: 'withdrawal confirm (no token)', path: '/mail/withdrawal' },
    { name: 'login error', path: '/callback/login-error' },
    { name: 'logout success', path: '/callback/logout-success' },
    { name: 'login success', path: '/callback/login-success' },
    { name: 'viewer login success', path: '/callback/viewer-login-success' },
    { name: 'facebook login', path: '/callback/facebook-login' },
    { name: 'login new user', path: '/callback/login-newuser' },
  ];
  await expectNoViolations(page, routes);
});

test.describe('signed in', () => {
  let context: BrowserContext;
  test.beforeAll(async ({ browser }) => {
    context = await signedInContext(browser, ja, demo.rich);
  });
  test.afterAll(async () => {
    await context.close();
  });

  /** A payment waiting on the test provider's checkout, and a won physical prize: the two pages that need one. */
  async function pendingStates(request: APIRequestContext) {
    const reader = await readerHeaders(request, demo.rich);
    const product = (await data<CoinProduct[]>(request, '/payment/products'))[0]!;
    const charge = await post<ChargeResult>(request, '/payment/charge', reader, {
      productId: product.id,
      method: 'CARD',
      cautionsAccepted: true,
      returnPath: '/shop',
    });
    for (const [path, body] of [
      ['tickets', { email: demo.rich, amount: 1 }],
      ['next-prize', { email: demo.rich, kind: 'PHYSICAL' }],
    ] as const) {
      const reply = (await (
        await request.post(`/api/test/roulette/${path}`, { data: body })
      ).json()) as ApiEnvelope<unknown>;
      expect(reply.result, path).toBe('SUCCESS');
    }
    const { spin } = await post<RouletteSpinResult>(request, '/roulette/spin', reader);
    return { payment: charge.payment.id, prize: spin.id };
  }

  test('the reader’s pages pass axe at phone and desktop size', async ({ request }) => {
    const ids = await seedIds(request);
    const pending = await pendingStates(request);
    const page = await context.newPage();
    const routes: AxeRoute[] = [
      { name: 'main', path: '/' },
      { name: 'detail', path: `/detail/${ids.title}` },
      { name: 'viewer of a free episode', path: `/viewer/${ids.episode}` },
      { name: 'viewer of a locked episode', path: `/viewer/${ids.locked}` },
      { name: 'my page', path: '/my' },
      { name: 'shop', path: '/shop' },
      { name: 'checkout', path: `/shop/checkout/${encodeURIComponent(pending.payment)}` },
      { name: 'gift', path: '/gift' },
      { name: 'coupon', path: '/coupon' },
      { name: 'change password', path: '/user/changePassword' },
      { name: 'withdrawal', path: '/my/withdrawal' },
      { name: 'qna', path: '/qna' },
      { name: 'qna register', path: '/qna/register' },
      { name: 'library', path: '/library/my' },
      { name: 'favourites', path: '/library/favorite' },
      { name: 'recent', path: '/library/recent' },
      { name: 'charge history', path: '/history/charge' },
      { name: 'use history', path: '/history/use' },
      { name: 'mileage history', path: '/history/mileage' },
      { name: 'benefit', path: '/benefit' },
      { name: 'offerwall', path: '/offerwall' },
      { name: 'my comments', path: '/comment/my' },
      { name: 'block list', path: '/comment/blocks' },
      { name: 'roulette', path: '/roulette' },
      { name: 'roulette spins', path: '/roulette/spins' },
      { name: 'roulette prize address', path: `/roulette/prize/${pending.prize}` },
      { name: 'push settings', path: '/setting/push' },
      { name: 'alarm', path: '/alarm' },
      { name: 'event', path: `/event/${ids.event.id}` },
    ];
    await expectNoViolations(page, routes);
  });
});
