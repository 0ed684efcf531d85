import cluster from 'node:cluster';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { warmConnections } from './db/batch';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { contentCounts, productionLines } from './db/production-data';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PHONES } from './db/seed';
import { loadConfig } from './env';
import { clockFor } from './lib/clock';
import { databaseOutbox } from './lib/outbox';
import { startBackgroundJobs } from './jobs';
import { publicOrigin } from './mail';
import { runPrimary } from './primary';
import { conversionEndpoint } from './services/signals';

/** `npm start`: database (PGlite under DATA_DIR, or DATABASE_URL), migrations, demo seed when empty, then listen. */
/**
 * An idle keep-alive connection stays open 65 s, past the 60 s idle timeout of the usual load balancers and CDNs, so
 * the server never closes a connection at the moment a client sends on it (Node's 5 s default made that race an
 * ECONNRESET for a client that paused a few seconds between two calls). Closing still ends idle connections at once.
 */
function keepConnections<T extends ReturnType<typeof serve>>(server: T): T {
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  return server;
}

async function main() {
  const config = loadConfig();
  // API_WORKERS > 1: this process prepares the database, runs the background jobs and keeps the workers running.
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config);
  // A worker serves requests only; the primary migrated and seeded, and the first worker prints the banner.
  const worker = cluster.worker ?? null;
  const log = (line: string) => {
    if (!worker || worker.id === 1) console.log(line);
  };
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  log(`Database: opening ${database}…`);
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    keepConnections: true,
  });
  const clock = clockFor(handle.db, config.testMode);
  // Seeding happens only into an empty database, where no test clock override can exist yet (nor its table).
  const { seeded, disabledDemo } = worker
    ? { seeded: null, disabledDemo: [] }
    : await prepareDatabase(handle, {
        platform: config.platform,
        now: new Date(),
        production: config.production,
        mediaDir: config.mediaDir,
        progress: (line) => console.log(line),
      });
  const content = config.production ? await contentCounts(handle.db) : null;
  // Every connection open and its hot statements prepared before the first request (server/db/batch.ts).
  await warmConnections(handle.db);
  const deps = { db: handle.db, clock, outbox: databaseOutbox(handle.db), config };
  const app = createApp(deps);
  // ALSO_SERVE: another platform's bundle and API on a second port, over the same database (the transfer flow).
  const also = config.alsoServe;
  const alsoApp = also
    ? createApp({
        ...deps,
        // Its links name its own port: PUBLIC_URL is the main platform's.
        config: { ...config, platform: also.platform, port: also.port, publicUrl: null },
      })
    : null;

  // Requests still being handled: a client that hangs up does not stop its handler, so shutting down waits for them
  // (not only for the sockets) before the database closes under a purchase.
  let inFlight = 0;
  let drained: (() => void) | null = null;
  const counted =
    (target: typeof app): typeof app.fetch =>
    async (...args) => {
      inFlight += 1;
      try {
        return await target.fetch(...args);
      } finally {
        inFlight -= 1;
        if (inFlight === 0) drained?.();
      }
    };
  const idle = () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (drained = resolve)));

  // Conversions (with consent) go to FACEBOOK_CONVERSION_URL, or in development to this API's stand-in receiver.
  const conversionsTo = conversionEndpoint(config);
  const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  const server = keepConnections(
    serve({ fetch: counted(app), port: config.port, hostname: config.host }, (info) => {
      log(`Webtoon service (${config.platform}) on http://${shownHost}:${info.port}`);
      log(`Database: ${database}${seeded ? ', demo data seeded' : ''}${config.testMode ? ', TEST MODE' : ''}`);
      log(
        config.testPayments
          ? 'Payments: the TEST provider (checkout without money; TEST_PAYMENTS=0 switches it off)'
          : 'Payments: none configured: the shop says that payment is unavailable (TEST_PAYMENTS=1 for the test provider)',
      );
      log(
        config.socialTestIssuer
          ? `Social sign-in: the TEST identity provider at ${config.socialTestIssuer} (you choose who signs in)`
          : `Social sign-in: ${Object.keys(config.social).join(', ') || 'none configured'}`,
      );
      if (config.testKrIdentity) {
        log('Korean identity: the TEST provider (verifies nothing; TEST_KR_IDENTITY=0 switches it off)');
      }
      if (config.signals.offerwall.testProvider)
        log('Offerwall: the TEST stand-in at /offerwall (fake offers; TEST_OFFERWALL=0 switches it off)');
      log(`Conversions (readers who consented): ${conversionsTo?.url ?? 'kept in the outbox (no URL)'}`);
      if (content) for (const line of productionLines(content, disabledDemo)) log(line);
      else {
        log(`Demo accounts (password ${DEMO_PASSWORD}):`);
        for (const account of DEMO_ACCOUNTS) {
          const phone = account.phone ? ` ${DEMO_PHONES[account.platform ?? config.platform]}` : '';
          log(`  ${account.email.padEnd(24)} ${account.note}${phone}`);
        }
      }
      log(
        config.smtpUrl
          ? `Mail: through SMTP_URL, links to ${publicOrigin(config)}`
          : `Mail: kept in the outbox (no SMTP_URL), links to ${publicOrigin(config)}`,
      );
      if (!config.production) log(`Outbox (mails, SMS): http://${shownHost}:${info.port}/dev/outbox`);
    }),
  );
  const alsoServer =
    also && alsoApp
      ? keepConnections(
          serve({ fetch: counted(alsoApp), port: also.port, hostname: config.host }, (info) => {
            console.log(`Also serving ${also.platform} on http://${shownHost}:${info.port} (same database)`);
          }),
        )
      : null;

  const jobs = worker ? null : startBackgroundJobs(handle.db, clock, config);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const jobsStopped = jobs?.stop();
    log(`${signal}: closing…`);
    // Stop accepting, let requests in flight finish, then close the database; force-exit if that hangs.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    const closeAlso = new Promise<void>((resolve) => (alsoServer ? alsoServer.close(() => resolve()) : resolve()));
    server.close(() => {
      closeAlso
        .then(idle)
        .then(() => jobsStopped)
        .then(() => handle.close())
        .then(() => {
          log('Stopped: every request answered, the database closed.');
          process.exit(0);
        })
        .catch((error: unknown) => {
          console.error(error);
          process.exit(1);
        });
    });
    for (const open of [server, alsoServer]) if (open && 'closeIdleConnections' in open) open.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
