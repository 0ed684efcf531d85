import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { authJsRoutes } from './auth/auth.routes';
import type { AppEnv } from './lib/app-env';
import { limitBodies } from './lib/body-limit';
import { compressReplies } from './lib/compression';
import type { AppDeps } from './lib/deps';
import { fail, replyToError } from './lib/http';
import { observeRequests } from './lib/log-requests';
import { metricsRoute } from './lib/metrics-route';
import { securityHeaders } from './lib/security-headers';
import { alarmRoutes } from './routes/alarm/alarm.routes';
import { authRoutes } from './routes/auth/auth.routes';
import { coinRoutes } from './routes/coin/coin.routes';
import { contentsRoutes } from './routes/contents/contents.routes';
import { devOutboxPage } from './routes/dev/outbox-page';
import { discoveryRoutes } from './routes/discovery/discovery.routes';
import { healthRoutes } from './routes/health/health.routes';
import { imageRoutes } from './routes/images/images.routes';
import { libraryRoutes } from './routes/library/library.routes';
import { couponRoutes } from './routes/coupon/coupon.routes';
import { giftRoutes } from './routes/gift/gift.routes';
import { paymentRoutes } from './routes/payment/payment.routes';
import { purchaseRoutes } from './routes/purchase/purchase.routes';
import { qnaRoutes } from './routes/qna/qna.routes';
import { historyRoutes, mileageRoutes } from './routes/wallet/wallet.routes';
import { staticRoutes } from './routes/static/static.routes';
import { testRoutes } from './routes/test/test.routes';
import { transferRoutes } from './routes/transfer/transfer.routes';
import { appRoutes } from './routes/user/push.routes';
import { directUserRoutes, frontUserRoutes } from './routes/user/user.routes';
import { withdrawalRoutes } from './routes/withdrawal/withdrawal.routes';
import { krAdultRoutes } from './routes/user/adult-kr.routes';
import { marketingRoutes } from './routes/user/marketing.routes';
import { niceRoutes } from './routes/nice/nice.routes';
import { commentRoutes } from './routes/comment/comment.routes';
import { replyRoutes } from './routes/comment/reply.routes';
import { emoticonRoutes, reactionRoutes } from './routes/comment/reaction.routes';
import { blockUserRoutes } from './routes/comment/block-user.routes';
import { noticeRoutes } from './routes/notice/notice.routes';
import { faqRoutes } from './routes/faq/faq.routes';
import { themeRoutes } from './routes/theme/theme.routes';
import { rouletteRoutes } from './routes/roulette/roulette.routes';
import { eventRoutes } from './routes/event/event.routes';
import { offerwallRoutes } from './routes/offerwall/offerwall.routes';
import { thirdPartyRoutes } from './routes/third-party/third-party.routes';
import { logRoutes } from './routes/log/log.routes';
import { facebookReceiverRoutes } from './routes/dev/facebook-receiver';

/** The headers the SPA's call layer sends (src/api/clients.ts) and the session client's form posts. */
const API_REQUEST_HEADERS = [
  'Content-Type',
  'Authorization',
  'Accept-Language',
  'X-Client-Id',
  'X-Time-Zone',
  'X-Platform',
  'Idempotency-Key',
  'X-App-Kind',
  'X-Client-Platform',
];

/** The reference API and the SPA on one Hono app, built from its dependencies (no globals, no env reads). */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // First, so that its line and its metrics time the whole request, whoever answers it.
  app.use(observeRequests({ trustProxy: deps.config.trustProxy }));
  app.use(securityHeaders({ production: deps.config.production }));
  // JSON and other text by Accept-Encoding (brotli, else gzip) from 1 KiB; precompressed static files pass as they are.
  app.use(compressReplies());
  // A SPA on another host calls the API with credentials only from an origin the operator named; no origin otherwise.
  const corsOrigins = new Set(deps.config.corsOrigins);
  const allowOrigin = cors({
    origin: (origin) => origin,
    credentials: true,
    allowHeaders: API_REQUEST_HEADERS,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    maxAge: 600,
  });
  app.use('/api/*', (c, next) => (corsOrigins.has(c.req.header('origin') ?? '') ? allowOrigin(c, next) : next()));

  app.onError(replyToError);
  app.use(limitBodies());

  const backend = new Hono<AppEnv>()
    .route('/auth', authRoutes(deps))
    .route('/coin', coinRoutes(deps))
    .route('/contents', contentsRoutes(deps))
    .route('/library', libraryRoutes(deps))
    .route('/purchase', purchaseRoutes(deps))
    .route('/payment', paymentRoutes(deps))
    .route('/gift', giftRoutes(deps))
    .route('/coupon', couponRoutes(deps))
    .route('/history', historyRoutes(deps))
    .route('/mileage', mileageRoutes(deps))
    .route('/transfer', transferRoutes(deps))
    .route('/alarm', alarmRoutes(deps))
    .route('/app', appRoutes(deps))
    .route('/withdrawal', withdrawalRoutes(deps))
    .route('/nice', niceRoutes(deps))
    .route('/comment', commentRoutes(deps))
    .route('/reply', replyRoutes(deps))
    .route('/reaction', reactionRoutes(deps))
    .route('/block-user', blockUserRoutes(deps))
    .route('/emoticon', emoticonRoutes())
    .route('/notice', noticeRoutes(deps))
    .route('/faq', faqRoutes(deps))
    .route('/qna', qnaRoutes(deps))
    .route('/theme', themeRoutes(deps))
    .route('/roulette', rouletteRoutes(deps))
    .route('/event', eventRoutes(deps))
    .route('/offerwall', offerwallRoutes(deps))
    .route('/third-party', thirdPartyRoutes(deps))
    .route('/', discoveryRoutes(deps));
  app.route('/api/health', healthRoutes(deps));
  app.route('/api/auth', authJsRoutes(deps));
  app.route('/api/backend', backend);
  app.route('/api/front', frontUserRoutes(deps));
  app.route('/api/front', krAdultRoutes(deps));
  app.route('/api/front', marketingRoutes(deps));
  app.route('/api/front', logRoutes(deps));
  app.route('/api/direct', directUserRoutes(deps));
  if (deps.config.testMode) app.route('/api/test', testRoutes(deps));
  // The stand-in for Meta's Conversions API, where conversions go by default in development (issue 13).
  if (!deps.config.production) app.route('/api/dev/facebook-receiver', facebookReceiverRoutes());
  // Every other API path (the bridge group has no call in this issue) answers in the envelope, never the SPA.
  app.all('/api/*', (c) => fail(c, 404, 'NOT_EXIST'));
  if (!deps.config.production) app.route('/dev', devOutboxPage(deps));
  // Prometheus metrics: here only behind METRICS_TOKEN (404 without it); METRICS_PORT serves them on a port of their own.
  app.get('/metrics', metricsRoute(deps.config.metrics));
  app.route('/', imageRoutes(deps));
  app.route('/', staticRoutes({ distDir: deps.config.distDir, platform: deps.config.platform }));
  app.notFound((c) => c.text('Not found', 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
