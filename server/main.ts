import cluster from 'node:cluster';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createStartingApp } from './app-starting';
import { whileDatabaseAway } from './db/availability';
import { warmConnections } from './db/batch';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { contentCounts, productionLines } from './db/production-data';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PHONES } from './db/seed';
import { loadConfig } from './env';
import { clockFor } from './lib/clock';
import { logger, loggerFor, setLogger } from './lib/log';
import { registry, setDatabaseReady, watchPool } from './lib/metrics';
import { keepConnections } from './lib/keep-connections';
import { answerPrimaryForMetrics } from './lib/metrics-cluster';
import { serveMetricsPort } from './lib/metrics-route';
import { databaseOutbox } from './lib/outbox';
import { mediaStoreFor } from './media/store-config';
import { startBackgroundJobs } from './jobs';
import { publicOrigin } from './mail';
import { askPrimary } from './cluster-ready';
import { listenEarly } from './listen-early';
import { runPrimary } from './primary';
import { conversionEndpoint } from './services/signals';

/** `npm start`: database (PGlite under DATA_DIR, or DATABASE_URL), migrations, demo seed when empty, then listen. */
async function main() {
  // Until the configuration is read (a bad setting is reported through it): readable on a terminal, JSON elsewhere.
  setLogger(loggerFor({ log: { level: 'info', format: null }, production: false }, process.stdout.isTTY === true));
  const config = loadConfig();
  // JSON lines, or pino-pretty on a terminal outside production (LOG_FORMAT, LOG_LEVEL; docs/operations.md).
  setLogger(loggerFor(config, process.stdout.isTTY === true));
  // API_WORKERS > 1: this process prepares the database, runs the background jobs and keeps the workers running.
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config);
  // A worker serves requests only; the primary migrated and seeded, and the first worker prints the banner.
  const worker = cluster.worker ?? null;
  const log = (line: string) => {
    if (!worker || worker.id === 1) logger().info(line);
  };
  if (worker) answerPrimaryForMetrics();
  // A worker whose primary has prepared the database already listens once ready, as before; a lone process, or a
  // worker whose primary still waits for the database, listens at once: live, ready (and every call) 503 until the
  // database is prepared, so a database that is away delays the start instead of ending it (server/app-starting.ts).
  const primary = worker ? askPrimary() : null;
  const waitsFirst = primary ? (await primary.first) === 'waiting' : true;
  const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  const early = listenEarly({
    port: config.port,
    hostname: config.host,
    starting: waitsFirst ? createStartingApp(config).fetch : null,
    configure: keepConnections,
    listening: (info) => {
      if (waitsFirst) log(`Listening on port ${info.port}; serving once the database is prepared`);
    },
  });
  const stopEarly = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping before the database was prepared`);
    process.exit(0);
  };
  process.once('SIGINT', stopEarly).once('SIGTERM', stopEarly);
  if (!worker) await serveMetricsPort(config.metrics, config.host, () => registry.metrics());
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  log(`Database: opening ${database}…`);
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    keepConnections: true,
  });
  watchPool(() => handle.connections());
  const clock = clockFor(handle.db, config.testMode);
  // One store for every request of this process: the folder MEDIA_DIR, or the bucket all instances share.
  const media = mediaStoreFor(config);
  // Seeding happens only into an empty database, where no test clock override can exist yet (nor its table).
  // While the database is away (not up yet, restarting) each step waits and tries again, logging each attempt.
  const { seeded, disabledDemo } = primary
    ? await primary.prepared.then(() => ({ seeded: null, disabledDemo: [] }))
    : await whileDatabaseAway('prepare the database', () =>
        prepareDatabase(handle, {
          platform: config.platform,
          now: new Date(),
          production: config.production,
          media,
          progress: (line) => logger().info(line),
        }),
      );
  const content = config.production
    ? await whileDatabaseAway('count the content', () => contentCounts(handle.db))
    : null;
  // Every connection open and its hot statements prepared before the first request (server/db/batch.ts).
  await whileDatabaseAway('open its connections', () => warmConnections(handle.db));
  const deps = { db: handle.db, clock, outbox: databaseOutbox(handle.db), config, media };
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
  setDatabaseReady(true);
  const server = early.open(counted(app), (info) => {
    log(`Webtoon service (${config.platform}) on http://${shownHost}:${info.port}`);
    log(`Database: ${database}${seeded ? ', demo data seeded' : ''}${config.testMode ? ', TEST MODE' : ''}`);
    log(`Media: ${media.location}`);
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
  });
  const alsoServer =
    also && alsoApp
      ? keepConnections(
          serve({ fetch: counted(alsoApp), port: also.port, hostname: config.host }, (info) => {
            log(`Also serving ${also.platform} on http://${shownHost}:${info.port} (same database)`);
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
    // Stop accepting, let requests in flight finish, then close the database; force-exit if that hangs (after
    // SHUTDOWN_GRACE_MS, 10 s by default: tests on a loaded machine give it longer, so the limit never decides them).
    // What the stop waits on, named when the force-exit comes (a hang is then a log line, not a bare exit 1).
    let waitingFor = 'open connections';
    const timer = setTimeout(() => {
      logger().error(`Stopping took over ${config.shutdownGraceMs} ms, still waiting for ${waitingFor}; exiting`);
      process.exit(1);
    }, config.shutdownGraceMs);
    timer.unref();
    const closeAlso = new Promise<void>((resolve) => (alsoServer ? alsoServer.close(() => resolve()) : resolve()));
    server.close(() => {
      closeAlso
        .then(() => {
          waitingFor = `${inFlight} requests in flight`;
          return idle();
        })
        .then(() => {
          waitingFor = 'background jobs';
          return jobsStopped;
        })
        .then(() => {
          waitingFor = 'the database to close';
          return handle.close();
        })
        .then(() => {
          log('Stopped: every request answered, the database closed.');
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger().error({ err: error }, 'Stopping failed');
          process.exit(1);
        });
    });
    for (const open of [server, alsoServer]) if (open && 'closeIdleConnections' in open) open.closeIdleConnections();
  };
  process.off('SIGINT', stopEarly).off('SIGTERM', stopEarly);
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  logger().fatal({ err: error }, `Not started: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
