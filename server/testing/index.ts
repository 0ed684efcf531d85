import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type App, createApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { type ServerConfig, testDatabaseUrl } from '../env';
import { type Clock, databaseClock } from '../lib/clock';
import type { AppDeps } from '../lib/deps';
import { type Outbox, databaseOutbox } from '../lib/outbox';
import type { MediaStore } from '../media/store';
import { mediaStoreFor } from '../media/store-config';
import { appsPerPlatform } from './apps';
import { pgliteTemplate } from './pglite-template';
import { openFreshPostgres } from './postgres-template';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed';
export { callJson, dataOf, failureOf, signInAs, uniqueEmail, type JsonReply } from './requests';
export { readerOn, signUpReader, userOf, type ReaderColumns } from './readers';
export { lastSmsCode, phoneCalls, phoneReader, uniqueJapanesePhone, verifiedTicket } from './phone';
export { changedTables, stateSnapshot, type StateSnapshot } from './state';

export interface TestContextOptions {
  /** Overrides of the test configuration (e.g. distDir, platform, krIpPrefixes, trustProxy). */
  config?: Partial<ServerConfig>;
  /** Seed the demo accounts and the catalogue (default true). */
  seed?: boolean;
  /** Prepare the database as a production start does: nothing of the demo, whatever `seed` says. */
  production?: boolean;
}

export interface TestContext {
  app: App;
  db: Database;
  /** The shared test clock: `await clock.set(new Date(...))` moves time for the app; `set(null)` restores it. */
  clock: Clock;
  outbox: Outbox;
  config: ServerConfig;
  deps: AppDeps;
  /** One deployment per platform over the same database (made once each): the rules follow the platform served. */
  appFor(platform: ServerConfig['platform']): App;
  /** The PostgreSQL database of this context (TEST_DATABASE_URL runs), null on PGlite. */
  databaseUrl: string | null;
  /**
   * Another API instance on the same database with its own connection pool, as a second server behind a load
   * balancer (on PGlite, which has one connection, a second app over the same handle); of another platform if asked.
   */
  secondInstance(
    platform?: ServerConfig['platform'],
  ): Promise<{ app: App; db: Database; media: MediaStore; close(): Promise<void> }>;
  close(): Promise<void>;
}

export interface TestServer extends TestContext {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  port: number;
}

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    nodeEnv: 'test',
    production: false,
    testMode: true,
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: '',
    // Shared by the test processes; files are written atomically and only when missing.
    mediaDir: join(tmpdir(), 'webtoon-test-media'),
    media: { store: 'filesystem' },
    authSecret: 'test-only-secret-0123456789abcdef0123456789',
    platform: 'japan',
    distDir: 'dist',
    social: {},
    socialTestIssuer: null,
    krIpPrefixes: [],
    trustProxy: false,
    corsOrigins: [],
    testPayments: true,
    testKrIdentity: true,
    transferDelaySeconds: 2,
    shutdownGraceMs: 10_000,
    alsoServe: null,
    catalogCacheMs: 0,
    workers: 1,
    publicUrl: 'http://webtoon.test',
    smtpUrl: null,
    mailFrom: 'Webtoon <no-reply@webtoon.test>',
    sms: { provider: 'outbox' },
    signals: {
      offerwall: { secret: 'test-only-offerwall-secret-0123456789', testProvider: true },
      conversions: { url: null, token: null },
    },
    log: { level: 'warn', format: 'json' },
    metrics: { token: null, port: null },
    ...overrides,
  };
}

/**
 * The app on a fresh, migrated and seeded database: PGlite in memory, or a new PostgreSQL database when
 * TEST_DATABASE_URL (an admin URL such as postgres://postgres@127.0.0.1:5432/postgres) is set.
 */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const config = testConfig(options.config);
  const adminUrl = testDatabaseUrl();
  const seed = (options.seed ?? true) && !options.production;
  const fresh = adminUrl ? await openFreshPostgres(adminUrl, config.platform, seed) : null;
  const handle = fresh?.handle ?? (await openDatabase({ loadDataDir: await pgliteTemplate(config.platform, seed) }));
  const media = mediaStoreFor(config);
  await prepareDatabase(handle, {
    platform: config.platform,
    now: new Date(),
    seed,
    production: options.production ?? false,
  });
  const clock = databaseClock(handle.db);
  const outbox = databaseOutbox(handle.db);
  const deps: AppDeps = { db: handle.db, clock, outbox, config, media };
  return {
    app: createApp(deps),
    db: handle.db,
    clock,
    outbox,
    config,
    deps,
    appFor: appsPerPlatform(deps),
    databaseUrl: fresh?.url ?? null,
    async secondInstance(platform = config.platform) {
      const instanceConfig = { ...config, platform };
      // Its own media store object (its own S3 client): what it reads, another instance wrote to the shared store.
      const instanceMedia = mediaStoreFor(instanceConfig);
      if (!fresh)
        return {
          app: createApp({ ...deps, config: instanceConfig, media: instanceMedia }),
          db: handle.db,
          media: instanceMedia,
          close: async () => undefined,
        };
      const other = await openDatabase({ databaseUrl: fresh.url });
      const otherDeps: AppDeps = {
        ...deps,
        config: instanceConfig,
        db: other.db,
        clock: databaseClock(other.db),
        outbox: databaseOutbox(other.db),
        media: instanceMedia,
      };
      return { app: createApp(otherDeps), db: other.db, media: instanceMedia, close: () => other.close() };
    },
    async close() {
      await handle.close();
      await fresh?.drop();
    },
  };
}

/** createTestContext served over HTTP on 127.0.0.1 and a random port, for clients that need a real URL. */
export async function startTestServer(options: TestContextOptions = {}): Promise<TestServer> {
  const context = await createTestContext(options);
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve) => {
    // Keep the runtime's own Request/Response: test environments (jsdom) depend on them.
    const s = serve(
      { fetch: context.app.fetch, port: 0, hostname: '127.0.0.1', overrideGlobalObjects: false },
      (info: AddressInfo) => resolve({ server: s, port: info.port }),
    );
  });
  return {
    ...context,
    url: `http://127.0.0.1:${port}`,
    port,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await context.close();
    },
  };
}
