import { randomUUID } from 'node:crypto';
import type { NotificationPage } from '../../src/domain/alarm';
import type { ChargeResult, CoinProduct, Gift } from '../../src/domain/coins';
import type { CommentWire } from '../../src/domain/comment';
import { episodeOf } from '../routes/comment/comment-testing';
import { and, eq } from 'drizzle-orm';
import { episodeViews, events, notices, roulettePrizes, rouletteSpins, themes } from '../db/schema';
import { missionEpisodes } from '../routes/event/event-testing';
import { readAccessToken, signAccessToken } from '../lib/tokens';
import { grantCoins } from '../services/economy';
import { grantTickets } from '../services/rewards';
import type { Callers, Sample } from './hostile-requests';
import { pngImage, postInquiry, VALID_INQUIRY } from './inquiry';
import { buyableTitle } from './money';
import { callJson, dataOf, uniqueEmail } from './requests';
import { signUpReader } from './readers';
import type { TestContext } from './index';
import { TERMS_VERSION } from '../../src/domain/legal';

const PASSWORD = 'Webtoon1!';

/**
 * What the property tests send as valid requests: a reader with coins and mileage, a gift waiting for them, an unpaid
 * payment of theirs, a title to buy, a csrf token with its cookie, and one valid request per route that takes input.
 */
export async function hostileFixtures(
  ctx: TestContext,
): Promise<{ callers: Callers; samples: Record<string, Sample> }> {
  const now = await ctx.clock.now();
  // Push on (day and night), so the gift below leaves a notification to mark read.
  const reader = await signUpReader(ctx, 'hostile', { isAgreePush: true, isAgreePushNight: true });
  const giver = await signUpReader(ctx, 'giver');
  const recipient = await signUpReader(ctx, 'recipient');
  // The phone flow's sample number belongs to an account, so the fuzzed calls reach past the lookup.
  await signUpReader(ctx, 'hostile-phone', { phone: '+819011112222' });
  await ctx.db.transaction(async (tx) => {
    for (const userId of [reader.userId, giver.userId]) {
      await grantCoins(tx, { userId, kind: 'COIN', source: 'ADMIN', amount: 100_000, expiresAt: null, now });
      await grantCoins(tx, { userId, kind: 'MILEAGE', source: 'ADMIN', amount: 10_000, expiresAt: null, now });
    }
  });
  // Tickets to spin with, and a physical prize of the reader's waiting for its address.
  await ctx.db.transaction((tx) => grantTickets(tx, { userId: reader.userId, amount: 1000, source: 'ADMIN', now }));
  const [artBook] = await ctx.db
    .select({ id: roulettePrizes.id })
    .from(roulettePrizes)
    .where(and(eq(roulettePrizes.platform, ctx.config.platform), eq(roulettePrizes.kind, 'PHYSICAL')));
  if (!artBook) throw new Error('The fixtures need a seeded physical roulette prize.');
  const [prizeSpin] = await ctx.db
    .insert(rouletteSpins)
    .values({ userId: reader.userId, prizeId: artBook.id, createdAt: now, deliveryStatus: 'ADDRESS_NEEDED' })
    .returning({ id: rouletteSpins.id });
  const { title, episodes } = await buyableTitle(ctx.db, 5);
  const [first, second, third] = episodes.slice(-3).map((e) => e.id);
  const key = () => ({ 'idempotency-key': `fixture-${randomUUID()}` });

  dataOf(
    await callJson(ctx.app, 'POST', '/api/backend/gift/send', {
      token: giver.accessToken,
      body: { targetType: 'MAIL', target: reader.email, contentId: title.id, episodeIds: [first], kind: 1 },
      headers: key(),
    }),
  );
  const [gift] = dataOf(await callJson<Gift[]>(ctx.app, 'GET', '/api/backend/gift', { token: reader.accessToken }));
  const [product] = dataOf(await callJson<CoinProduct[]>(ctx.app, 'GET', '/api/backend/payment/products'));
  const alarms = dataOf(
    await callJson<NotificationPage>(ctx.app, 'GET', '/api/backend/alarm', { token: reader.accessToken }),
  );
  const alarm = alarms.items[0];
  if (!gift || !product || !alarm) throw new Error('The fixtures need a gift, its notification and a coin product.');
  const charge = { productId: product.id, method: 'CARD', cautionsAccepted: true, returnPath: '/shop' };
  const { payment } = dataOf(
    await callJson<ChargeResult>(ctx.app, 'POST', '/api/backend/payment/charge', {
      token: reader.accessToken,
      body: charge,
      headers: key(),
    }),
  );

  const csrf = await ctx.app.request('/api/auth/csrf');
  const csrfToken = ((await csrf.json()) as { csrfToken: string }).csrfToken;
  const csrfCookie = csrf.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  // The reader's own session, so that only the expiry (or the signature) makes these tokens wrong.
  const claims = await readAccessToken(ctx.config.authSecret, reader.accessToken);
  if (!claims) throw new Error("The reader's token does not read back.");
  const subject = {
    user: { id: reader.userId, email: reader.email },
    sessionId: claims.sessionId,
    platform: claims.platform,
  };
  const expired = await signAccessToken(ctx.config.authSecret, subject, new Date(now.getTime() - 2 * 3600_000));
  const forged = await signAccessToken('not-our-secret-0123456789abcdef0123456789', subject, now);

  // A live reset link of the giver's, for the reset routes' valid samples.
  dataOf(await callJson(ctx.app, 'POST', '/api/backend/auth/local/reset/mail', { body: { email: giver.email } }));
  const resetMail = (await ctx.outbox.list()).find(
    (m) => m.recipient === giver.email && m.meta.type === 'RESET_PASSWORD',
  );
  const resetLink = new URL(resetMail?.meta.link ?? 'http://missing.invalid/');
  const reset = { userId: giver.userId, uuid: resetLink.searchParams.get('uuid') ?? '' };

  // Comments: one of the reader's (to delete) and one of the giver's (to report, react to, answer); the giver to block.
  const general = await episodeOf(ctx, false);
  const comment = (token: string) =>
    callJson<CommentWire>(ctx.app, 'POST', '/api/backend/comment', {
      token,
      body: { episodeId: general.id, body: 'Fixture comment' },
    }).then(dataOf);
  const [ownComment, othersComment] = [await comment(reader.accessToken), await comment(giver.accessToken)];

  const [notice] = await ctx.db
    .select({ id: notices.id })
    .from(notices)
    .where(eq(notices.platform, ctx.config.platform));
  if (!notice) throw new Error('The fixtures need a seeded notice.');
  const [theme] = await ctx.db.select({ id: themes.id }).from(themes).where(eq(themes.platform, ctx.config.platform));
  if (!theme) throw new Error('The fixtures need a seeded theme.');
  // The reader has read one episode of the mission, so its first step can really be claimed.
  const [mission] = await ctx.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.platform, ctx.config.platform), eq(events.kind, 'MISSION')));
  if (!mission) throw new Error('The fixtures need a seeded mission event.');
  const [missionEpisode] = await missionEpisodes(ctx.db, mission.id, now);
  await ctx.db
    .insert(episodeViews)
    .values({ reader: `u:${reader.userId}`, episodeId: missionEpisode!, createdAt: now });
  // An inquiry of the reader's with an image: its id and its signed image URL for the qna routes' samples.
  const png = { field: 'images', name: 'shot.png', type: 'image/png', data: await pngImage() };
  const inquiry = dataOf(await postInquiry(ctx.app, reader.accessToken, { images: [png] }));
  const imageUrl = new URL(inquiry.images[0]?.url ?? '/missing', 'http://localhost');

  const ids = {
    notice: String(notice.id),
    title: String(title.id),
    episode: String(first),
    payment: payment.id,
    gift: String(gift.id),
    alarm: String(alarm.id),
  };
  const samples: Record<string, Sample> = {
    'POST /api/backend/auth/local/sign-up': {
      body: {
        email: uniqueEmail('hostile-new'),
        password: PASSWORD,
        nickname: 'Newbie',
        isAgreeMail: true,
        termsVersion: TERMS_VERSION,
      },
    },
    'POST /api/backend/auth/local/sign-in': { body: { email: reader.email, password: PASSWORD } },
    'POST /api/backend/auth/refresh': {
      body: { accessToken: reader.accessToken, refreshToken: reader.refreshToken, clientIp: '203.0.113.9' },
    },
    'PUT /api/backend/auth/logout': { body: { refreshToken: reader.refreshToken } },
    // Both keys of one local account: a well-formed request the rule refuses (INVALID_USER).
    'POST /api/backend/auth/sign-in/jp/apple/migrate': {
      body: { appKeyRequest: reader.accessToken, webKeyRequest: reader.accessToken },
    },
    'POST /api/backend/auth/local/change/password': { body: { oldPassword: PASSWORD, newPassword: 'Webtoon2' } },
    'POST /api/backend/auth/local/reset/mail': { body: { email: recipient.email } },
    'GET /api/backend/auth/local/reset/password': { query: { userId: String(reset.userId), uuid: reset.uuid } },
    'POST /api/backend/auth/local/reset/password': { body: { ...reset, newPassword: 'Reset2026!' } },
    'POST /api/backend/auth/phone/code': { body: { phone: '090-1111-2222', purpose: 'PASSWORD' } },
    'POST /api/backend/auth/phone/verify': { body: { phone: '090-1111-2222', purpose: 'FIND_ID', code: '123456' } },
    'POST /api/backend/auth/phone/password': { body: { ticket: 'a'.repeat(43), password: 'Webtoon2!' } },
    'GET /api/backend/contents': { query: { list: 'MONDAY', sort: 'LATEST', size: '20' } },
    'GET /api/backend/contents/viewer/:id': { params: { id: ids.episode } },
    'GET /api/backend/contents/:id': { params: { id: ids.title } },
    'POST /api/backend/library/favorite': { body: { contentId: title.id } },
    'DELETE /api/backend/library/favorite/:id': { params: { id: ids.title } },
    'PUT /api/backend/library/progress': { body: { episodeId: first, scrollPercent: 42.5, lastImage: 3 } },
    'GET /api/backend/purchase/preview': {
      query: { contentId: ids.title, episodeIds: `${second},${third}`, kind: '1' },
    },
    'POST /api/backend/purchase': { body: { contentId: title.id, episodeIds: [second, third], kind: 0 } },
    'POST /api/backend/purchase/wait-free': { body: { contentId: title.id, episodeId: third } },
    'POST /api/backend/payment/charge': { body: charge },
    'GET /api/backend/payment/:id': { params: { id: ids.payment } },
    'POST /api/backend/payment/:id/confirm': { params: { id: ids.payment } },
    'POST /api/backend/payment/:id/cancel': { params: { id: ids.payment } },
    'POST /api/backend/payment/:id/refund': { params: { id: ids.payment } },
    'POST /api/backend/gift/send': {
      body: {
        targetType: 'MAIL',
        target: recipient.email,
        contentId: title.id,
        episodeIds: [second],
        kind: 1,
        message: 'Hi\nthere',
      },
    },
    'POST /api/backend/gift/:id/receive': { params: { id: ids.gift } },
    'POST /api/backend/coupon/register': { body: { code: 'WELCOME100' } },
    'GET /api/backend/history/:kind': { params: { kind: 'charge' }, query: { cursor: '100' } },
    'POST /api/backend/mileage/exchange': { body: { points: 3000 } },
    'POST /api/backend/transfer': { body: { termsAccepted: true } },
    'POST /api/backend/withdrawal': { body: { reason: 'OTHER', detail: 'Moving to\nanother service.' } },
    'POST /api/backend/withdrawal/confirm': { body: { token: 'A'.repeat(43) } },
    'GET /api/backend/recommend': { query: { contentId: ids.title } },
    'GET /api/backend/search': { query: { q: title.name.slice(0, 3), size: '5' } },
    'POST /api/backend/viewcount': { body: { episodeId: first } },
    'PUT /api/backend/app/push': {
      body: { isAgreePush: true, isAgreePushContents: false, isAgreePushFreetime: true, isAgreePushNight: true },
    },
    'GET /api/backend/alarm': { query: { page: '0', size: '20' } },
    'PUT /api/backend/alarm/:id/read': { params: { id: ids.alarm } },
    'GET /api/backend/notice': { query: { page: '1', size: '10' } },
    'GET /api/backend/notice/:id': { params: { id: ids.notice } },
    'GET /api/backend/theme/:id': { params: { id: String(theme.id) } },
    'GET /api/backend/event/:id': { params: { id: String(mission.id) } },
    'POST /api/backend/event/:id/claim': { params: { id: String(mission.id) }, body: { step: 1 } },
    'GET /api/backend/faq': { query: { category: 'COIN', q: 'coin 100%_' } },
    'POST /api/front/user': { body: { token: reader.accessToken } },
    'PUT /api/front/user': {
      body: { action: 'ADULT', verifyAdultRequest: { birthedAt: '1990-01-01' }, refreshToken: reader.refreshToken },
    },
    'PUT /api/front/user/adult/toggle/:value': { params: { value: 'true' } },
    'PUT /api/front/user/BL/toggle/:value': { params: { value: 'false' } },
    'POST /api/front/user/mail/auth': { body: { userId: reader.userId } },
    'POST /api/front/user/mail/auth/confirm': { body: { userId: reader.userId, token: 'a'.repeat(43) } },
    'POST /api/direct/user': { body: { ipV4: '203.0.113.9' } },
    'POST /api/auth/_log': {
      body: { level: 'error', code: 'CLIENT_FETCH_ERROR', details: { url: '/api/auth/session' } },
    },
    'ALL /api/auth/*': {
      form: { csrfToken, callbackUrl: '/my', email: reader.email, password: PASSWORD, json: 'true' },
    },
    'POST /api/backend/qna': { multipart: { fields: VALID_INQUIRY, files: [png] } },
    'GET /api/backend/qna': { query: { page: '0' } },
    'GET /api/backend/qna/:id': { params: { id: String(inquiry.id) } },
    'GET /api/backend/qna/image/:key': {
      params: { key: imageUrl.pathname.split('/').pop() ?? '' },
      query: Object.fromEntries(imageUrl.searchParams),
    },
    'GET /_next/image': { query: { url: '/images/panels/p01.png', w: '640', q: '75' } },
    'GET /api/backend/comment': { query: { episodeId: String(general.id), sort: 'NEWEST', size: '20' } },
    'GET /api/backend/comment/count': { query: { episodeId: String(general.id) } },
    'GET /api/backend/comment/my': { query: { size: '20' } },
    'POST /api/backend/comment': { body: { episodeId: general.id, body: 'Nice\nepisode' } },
    'DELETE /api/backend/comment/:id': { params: { id: String(ownComment.id) } },
    'POST /api/backend/comment/:id/report': { params: { id: String(othersComment.id) }, body: { reason: 'Spoiler' } },
    'GET /api/backend/reply': { query: { commentId: String(othersComment.id), size: '20' } },
    'POST /api/backend/reply': { body: { commentId: othersComment.id, body: 'Me too' } },
    // null takes a reaction back: a valid kind no fuzzed value turns into by chance.
    'PUT /api/backend/reaction/:commentId': { params: { commentId: String(othersComment.id) }, body: { kind: null } },
    'POST /api/backend/block-user': { body: { userId: giver.userId } },
    'DELETE /api/backend/block-user/:userId': { params: { userId: String(giver.userId) } },
    'POST /api/backend/roulette/spin': { body: {} },
    'GET /api/backend/roulette/spins': { query: { cursor: '100' } },
    'GET /api/backend/roulette/spins/:id': { params: { id: String(prizeSpin?.id) } },
    'PUT /api/backend/roulette/spins/:id/address': {
      params: { id: String(prizeSpin?.id) },
      body: {
        city: '東京都',
        name: '山田 花子',
        zipCode: '150-0001',
        address1: '渋谷区神宮前1-2-3',
        address2: '',
        phone: '090-1234-5678',
      },
    },
    // Issue 13 signals: the offerwall (unsigned here: every callback is refused), conversions, the log beacon.
    'POST /api/backend/offerwall/callback/:provider': {
      params: { provider: 'hmac' },
      body: {
        transactionId: 'fixture-1',
        userId: reader.userId,
        coins: 5,
        timestamp: Math.floor(now.getTime() / 1000),
      },
    },
    'POST /api/backend/offerwall/test/offers/:id/complete': { params: { id: 'survey' } },
    'POST /api/backend/third-party/facebook/conversion': {
      body: {
        action: 'PURCHASE',
        actionUrl: 'https://web.example/shop',
        purchaseParamsRequest: { paymentId: payment.id },
      },
    },
    'POST /api/front/log': { body: { level: 'error', code: 'CLIENT_ERROR', message: 'Boom', path: '/my' } },
    'POST /api/dev/facebook-receiver': { body: { data: [{}] } },
  };
  return {
    callers: { readerToken: reader.accessToken, otherTokens: [expired.token, forged.token], cookies: [csrfCookie] },
    samples,
  };
}
