import * as z from 'zod/mini';
import { PLATFORM_IDS } from '../src/domain/enums';
import { type MediaSettings, parseMedia } from './env-media';
import { LOG_LEVELS, type LogConfig, type MetricsConfig, parseLog, parseMetrics } from './env-observability';
import { parseSignals, type SignalSettings } from './env-signals';
import { parseWorkers } from './env-workers';

/** The only reader of process.env: every setting of the reference API, parsed once with zod (the mini build, as lint asks). */

const DEV_SECRET = 'dev-only-secret-do-not-use-in-production-0123456789';

const optionalText = z.pipe(
  z.optional(z.string()),
  z.transform((v) => (v && v.trim() !== '' ? v.trim() : undefined)),
);
const flag = z.pipe(
  z.optional(z.string()),
  z.transform((v) => v === '1' || v === 'true'),
);

const schema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
  PORT: z._default(z.coerce.number().check(z.refine(Number.isInteger), z.gte(0), z.lte(65535)), 8080),
  HOST: optionalText,
  DATABASE_URL: optionalText,
  DATA_DIR: z._default(z.string(), '.data/pglite'),
  MEDIA_DIR: z._default(z.string(), '.data/media'),
  MEDIA_STORE: optionalText,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: optionalText,
  S3_PREFIX: optionalText,
  AUTH_SECRET: optionalText,
  API_TEST_MODE: flag,
  PLATFORM: z._default(z.enum(PLATFORM_IDS), 'japan'),
  DIST_DIR: z._default(z.string(), 'dist'),
  AUTH_GOOGLE_ID: optionalText,
  AUTH_GOOGLE_SECRET: optionalText,
  AUTH_FACEBOOK_ID: optionalText,
  AUTH_FACEBOOK_SECRET: optionalText,
  AUTH_TWITTER_ID: optionalText,
  AUTH_TWITTER_SECRET: optionalText,
  AUTH_APPLE_ID: optionalText,
  AUTH_APPLE_SECRET: optionalText,
  SOCIAL_TEST_ISSUER: optionalText,
  KR_IP_PREFIXES: optionalText,
  TRUST_PROXY: flag,
  CORS_ORIGINS: optionalText,
  TEST_PAYMENTS: z.optional(z.enum(['0', '1', 'true', 'false'])),
  TEST_KR_IDENTITY: z.optional(z.enum(['0', '1', 'true', 'false'])),
  TRANSFER_DELAY_SECONDS: z.optional(z.coerce.number().check(z.refine(Number.isInteger), z.gte(0), z.lte(3600))),
  ALSO_SERVE: optionalText,
  PUBLIC_URL: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  SMS_PROVIDER: z._default(z.enum(['outbox', 'http']), 'outbox'),
  SMS_HTTP_URL: optionalText,
  SMS_HTTP_TOKEN: optionalText,
  SMS_SENDER: optionalText,
  OFFERWALL_SECRET: optionalText,
  TEST_OFFERWALL: z.optional(z.enum(['0', '1', 'true', 'false'])),
  FACEBOOK_CONVERSION_URL: optionalText,
  FACEBOOK_CONVERSION_TOKEN: optionalText,
  CATALOG_CACHE_MS: z.optional(z.coerce.number().check(z.refine(Number.isInteger), z.gte(0), z.lte(60_000))),
  API_WORKERS: z.optional(
    z.union([z.literal('auto'), z.coerce.number().check(z.refine(Number.isInteger), z.gte(1), z.lte(64))]),
  ),
  LOG_LEVEL: z.optional(z.enum(LOG_LEVELS)),
  LOG_FORMAT: z.optional(z.enum(['json', 'pretty'])),
  METRICS_TOKEN: optionalText,
  METRICS_PORT: z.optional(z.coerce.number().check(z.refine(Number.isInteger), z.gte(0), z.lte(65535))),
  SHUTDOWN_GRACE_MS: z._default(z.coerce.number().check(z.refine(Number.isInteger), z.gte(1), z.lte(600_000)), 10_000),
});

/** Spec §4: the account transfer takes 1 to 2 minutes in production; test runs wait a short while instead. */
const TRANSFER_DELAY_DEFAULT_SECONDS = 90;
const TRANSFER_DELAY_TEST_SECONDS = 2;

/** A change to a title shows on its detail page and in its viewer within this long (issue 15). */
const CATALOG_CACHE_DEFAULT_MS = 1000;

/** `ALSO_SERVE=me:4105`: a second platform's bundle and API from the same process and database. */
const ALSO_SERVE_PATTERN = /^([a-z]+):(\d{1,5})$/;

export type SocialProviderId = 'google' | 'facebook' | 'twitter' | 'apple';
export interface ProviderKeys {
  clientId: string;
  clientSecret: string;
}

/** Where SMS go (SMS_PROVIDER): the outbox (default), or an HTTP gateway (SMS_HTTP_URL, SMS_HTTP_TOKEN, SMS_SENDER). */
export type SmsSettings =
  { provider: 'outbox' } | { provider: 'http'; url: string; token: string | undefined; sender: string | undefined };

export interface ServerConfig {
  nodeEnv: 'development' | 'production' | 'test';
  production: boolean;
  /** Test-only routes and the shared test clock exist only when this is true. */
  testMode: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** The folder of the filesystem media store (MEDIA_DIR): catalogue images, resized copies, inquiry uploads. */
  mediaDir: string;
  /** Which media store (MEDIA_STORE, S3_*; server/env-media.ts): MEDIA_DIR, or a bucket several machines share. */
  media: MediaSettings;
  authSecret: string;
  platform: (typeof PLATFORM_IDS)[number];
  distDir: string;
  social: Partial<Record<SocialProviderId, ProviderKeys>>;
  /**
   * SOCIAL_TEST_ISSUER: the URL of the local TEST identity provider (scripts/lib/local-idp.mjs). When set, every social
   * provider signs in against it instead of the real one. Refused in production.
   */
  socialTestIssuer: string | null;
  krIpPrefixes: string[];
  trustProxy: boolean;
  /** Origins (scheme://host[:port]) of SPAs on other hosts that may call the API with credentials (CORS_ORIGINS). */
  corsOrigins: string[];
  /**
   * The test payment provider (checkout without money) is on: by default outside production only, and in production
   * only when TEST_PAYMENTS=1 says so. Without a provider the shop says payment is unavailable.
   */
  testPayments: boolean;
  /**
   * The test Korean identity provider (server/routes/nice) is on: by default outside production, TEST_KR_IDENTITY=0
   * switches it off; never in production. Only while it is on does the test Korean-IP cookie count (krIdentity.ts).
   */
  testKrIdentity: boolean;
  /** How long after a request the account transfer runs (TRANSFER_DELAY_SECONDS). */
  transferDelaySeconds: number;
  /** How long a graceful stop may take before the process exits 1 (SHUTDOWN_GRACE_MS, 10 s by default). */
  shutdownGraceMs: number;
  /** ALSO_SERVE: another platform served by this process on another port, over the same database. */
  alsoServe: { platform: (typeof PLATFORM_IDS)[number]; port: number } | null;
  /**
   * How long each API process keeps what every reader of a title sees alike (title, episodes, creators, notices,
   * images) for the detail page's and the viewer's calls (CATALOG_CACHE_MS; server/services/catalog/catalog-cache.ts):
   * 1000 by default, 0 (nothing kept) in test mode, where the test routes and clock rewrite the catalogue at will.
   */
  catalogCacheMs: number;
  /** API processes sharing the port (API_WORKERS, node:cluster); 1 means one process doing everything (docs/operations.md). */
  workers: number;
  /**
   * The origin readers reach this platform at (PUBLIC_URL), the host of every link in a mail; null outside production
   * when unset, and then the listen address stands in (server/mail/links.ts).
   */
  publicUrl: string | null;
  /** The SMTP server mails go out through (SMTP_URL, e.g. smtps://user:pass@mail.example:465); null: the outbox only. */
  smtpUrl: string | null;
  /** The sender of every mail (MAIL_FROM). */
  mailFrom: string;
  sms: SmsSettings;
  /** Offerwall and conversion settings (issue 13, server/env-signals.ts). */
  signals: SignalSettings;
  /** Log level and format (LOG_LEVEL, LOG_FORMAT; server/env-observability.ts). */
  log: LogConfig;
  /** Where GET /metrics answers (METRICS_TOKEN, METRICS_PORT): nowhere without one of them. */
  metrics: MetricsConfig;
}

const DEFAULT_MAIL_FROM = 'Webtoon <no-reply@localhost>';

/** `PUBLIC_URL=https://jp.webtoon.example`: a bare http(s) origin, so that a typo cannot send readers elsewhere. */
function parsePublicUrl(value: string | undefined, production: boolean, smtp: boolean): string | null {
  if (!value) {
    // Mails that leave the machine must carry a link readers can open, never the listen address.
    if (production && smtp) throw new Error('PUBLIC_URL is required when NODE_ENV=production and SMTP_URL is set.');
    return null;
  }
  let parsed: URL | null = null;
  try {
    parsed = new URL(value);
  } catch {
    // Reported below.
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== value.replace(/\/$/, ''))
    throw new Error(`Invalid server environment: PUBLIC_URL takes an origin like https://web.example, got "${value}".`);
  return parsed.origin;
}

/** `SMTP_URL=smtp://…` or `smtps://…`, as nodemailer reads it. */
function parseSmtpUrl(value: string | undefined): string | null {
  if (!value) return null;
  if (!/^smtps?:\/\/[^\s]+$/.test(value))
    throw new Error('Invalid server environment: SMTP_URL takes smtp://[user:pass@]host[:port] or smtps://….');
  return value;
}

function parseAlsoServe(value: string | undefined): ServerConfig['alsoServe'] {
  if (!value) return null;
  const match = ALSO_SERVE_PATTERN.exec(value);
  const platform = PLATFORM_IDS.find((id) => id === match?.[1]);
  const port = Number(match?.[2]);
  if (!platform || !(port > 0 && port <= 65535))
    throw new Error(`Invalid server environment: ALSO_SERVE must be <platform>:<port>, got "${value}".`);
  return { platform, port };
}

/** `CORS_ORIGINS=https://a.example,https://b.example`: each must be a bare origin, so a typo cannot open the API. */
function parseOrigins(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of origins) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      // Reported below.
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin)
      throw new Error(
        `Invalid server environment: CORS_ORIGINS takes origins like https://web.example, got "${origin}".`,
      );
  }
  return origins;
}

/** The test identity provider is a local http(s) origin, and never part of a production deployment. */
function parseTestIssuer(value: string | undefined, production: boolean): string | null {
  if (!value) return null;
  if (production) throw new Error('SOCIAL_TEST_ISSUER (the test identity provider) must not be set in production.');
  if (!/^https?:\/\/[^/?#]+$/.test(value))
    throw new Error(`Invalid server environment: SOCIAL_TEST_ISSUER must be an origin like http://127.0.0.1:4199.`);
  return value;
}

function parseSms(provider: 'outbox' | 'http', url: string | undefined, token?: string, sender?: string): SmsSettings {
  if (provider === 'outbox') return { provider };
  if (!url || !URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
    throw new Error('Invalid server environment: SMS_PROVIDER=http needs SMS_HTTP_URL, an http(s) URL.');
  return { provider, url, token, sender };
}

function pair(id: string | undefined, secret: string | undefined): ProviderKeys | undefined {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

/** Parses an environment (process.env by default); throws one readable error listing every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid server environment: ${fields}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.AUTH_SECRET) throw new Error('AUTH_SECRET is required when NODE_ENV=production.');
  if (!e.AUTH_SECRET && e.NODE_ENV !== 'test') {
    console.warn('AUTH_SECRET is not set: using a fixed development secret (never do this in production).');
  }
  const social: ServerConfig['social'] = {};
  const candidates: [SocialProviderId, ProviderKeys | undefined][] = [
    ['google', pair(e.AUTH_GOOGLE_ID, e.AUTH_GOOGLE_SECRET)],
    ['facebook', pair(e.AUTH_FACEBOOK_ID, e.AUTH_FACEBOOK_SECRET)],
    ['twitter', pair(e.AUTH_TWITTER_ID, e.AUTH_TWITTER_SECRET)],
    ['apple', pair(e.AUTH_APPLE_ID, e.AUTH_APPLE_SECRET)],
  ];
  for (const [id, keys] of candidates) if (keys) social[id] = keys;
  const socialTestIssuer = parseTestIssuer(e.SOCIAL_TEST_ISSUER, production);
  const testMode = !production && (e.NODE_ENV === 'test' || e.API_TEST_MODE);
  return {
    nodeEnv: e.NODE_ENV,
    production,
    testMode,
    port: e.PORT,
    host: e.HOST ?? '127.0.0.1',
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    mediaDir: e.MEDIA_DIR,
    media: parseMedia(e),
    authSecret: e.AUTH_SECRET ?? DEV_SECRET,
    platform: e.PLATFORM,
    distDir: e.DIST_DIR,
    social,
    socialTestIssuer,
    krIpPrefixes: (e.KR_IP_PREFIXES ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    corsOrigins: parseOrigins(e.CORS_ORIGINS),
    testPayments: e.TEST_PAYMENTS === undefined ? !production : e.TEST_PAYMENTS === '1' || e.TEST_PAYMENTS === 'true',
    testKrIdentity: !production && e.TEST_KR_IDENTITY !== '0' && e.TEST_KR_IDENTITY !== 'false',
    transferDelaySeconds:
      e.TRANSFER_DELAY_SECONDS ?? (testMode ? TRANSFER_DELAY_TEST_SECONDS : TRANSFER_DELAY_DEFAULT_SECONDS),
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    alsoServe: parseAlsoServe(e.ALSO_SERVE),
    catalogCacheMs: e.CATALOG_CACHE_MS ?? (testMode ? 0 : CATALOG_CACHE_DEFAULT_MS),
    workers: parseWorkers(e.API_WORKERS, Boolean(e.DATABASE_URL), testMode),
    publicUrl: parsePublicUrl(e.PUBLIC_URL, production, Boolean(e.SMTP_URL)),
    smtpUrl: parseSmtpUrl(e.SMTP_URL),
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    sms: parseSms(e.SMS_PROVIDER, e.SMS_HTTP_URL, e.SMS_HTTP_TOKEN, e.SMS_SENDER),
    signals: parseSignals(e, production),
    log: parseLog(e),
    metrics: parseMetrics(e, e.PORT),
  };
}

/** The test database admin URL (`TEST_DATABASE_URL`), read here so that process.env stays in this file. */
export function testDatabaseUrl(source: Record<string, string | undefined> = process.env): string | undefined {
  return optionalText.parse(source.TEST_DATABASE_URL);
}
