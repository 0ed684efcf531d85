import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { conversionOutbox, users } from '../../../db/schema';
import { logger } from '../../../lib/log';
import { observeJobRun } from '../../../lib/log-jobs';
import type { ServerConfig } from '../../../env';

/** After this many tries a conversion stays unsent with its last error (Meta ignores events older than 7 days). */
export const MAX_CONVERSION_ATTEMPTS = 8;
/** Try n+1 is due BACKOFF_BASE_S·(2ⁿ−1) seconds after the act: 0, 10 s, 30 s, 70 s… about 21 minutes for the 8th. */
export const BACKOFF_BASE_S = 10;
const BATCH = 20;
const SEND_TIMEOUT_MS = 10_000;

export interface ConversionEndpoint {
  url: string;
  token: string | null;
  /** globalThis.fetch in production; tests pass the app's own `request` or a failing stand-in. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

export interface ConversionReport {
  sent: number;
  failed: number;
}

/**
 * Sends due conversions to the partner's endpoint. The schedule lives in the row: try n+1 is due at
 * created_at + backoff(n), and claiming a row raises `attempts` (one short statement, SKIP LOCKED), which moves its
 * next try into the future, so instances sharing the database do not take the same row at once. Sending happens
 * outside any transaction (PGlite's one connection is never held while the partner answers). Delivery is at least once;
 * every event carries `event_id` = the dedup key, on which Meta (and the stand-in receiver) deduplicate.
 */
export async function deliverPendingConversions(
  db: Database,
  endpoint: ConversionEndpoint,
  now: Date = new Date(),
): Promise<ConversionReport> {
  await forgetUnsendable(db, now);
  const due = db
    .select({ id: conversionOutbox.id })
    .from(conversionOutbox)
    .where(
      and(
        isNull(conversionOutbox.sentAt),
        lt(conversionOutbox.attempts, MAX_CONVERSION_ATTEMPTS),
        sql`${conversionOutbox.createdAt} + make_interval(secs => ${BACKOFF_BASE_S} * (power(2, ${conversionOutbox.attempts}) - 1)) <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(conversionOutbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(conversionOutbox)
    .set({ attempts: sql`${conversionOutbox.attempts} + 1` })
    .where(inArray(conversionOutbox.id, due))
    .returning();
  const report: ConversionReport = { sent: 0, failed: 0 };
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    let error: string | null = null;
    try {
      const res = await endpoint.fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(endpoint.token ? { authorization: `Bearer ${endpoint.token}` } : {}),
        },
        body: JSON.stringify({ data: [row.payload] }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (!res.ok) error = `HTTP ${res.status}`;
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    await db
      .update(conversionOutbox)
      .set(error === null ? { sentAt: now, lastError: null } : { lastError: error.slice(0, 500) })
      .where(eq(conversionOutbox.id, row.id));
    report[error === null ? 'sent' : 'failed'] += 1;
  }
  return report;
}

/** Meta takes no event older than this; an unsent one is dropped after it. */
export const CONVERSION_MAX_AGE_DAYS = 7;

/**
 * Consent is checked again when a conversion would leave, not only when it was queued: an unsent conversion of a
 * reader who withdrew the consent, closed the account (or whose account is gone), or one older than Meta accepts, is
 * deleted and never sent, however long the endpoint was unset or unreachable.
 */
export async function forgetUnsendable(db: Database, now: Date): Promise<number> {
  const oldest = new Date(now.getTime() - CONVERSION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000);
  const dropped = await db
    .delete(conversionOutbox)
    .where(
      and(
        isNull(conversionOutbox.sentAt),
        sql`(${conversionOutbox.createdAt} < ${oldest.toISOString()}::timestamptz OR NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${conversionOutbox.userId} AND ${users.isAgreeAdTracking} AND ${users.status} = 'ACTIVE'))`,
      ),
    )
    .returning({ id: conversionOutbox.id });
  return dropped.length;
}

/** How often the outbox is looked at; a conversion leaves at most this long after its commit. */
export const CONVERSION_INTERVAL_MS = 5_000;

/** The delivery loop of one process (server/main.ts): one run at a time, never overlapping. */
export function startConversionDelivery(options: { db: Database; endpoint: ConversionEndpoint }) {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= observeJobRun(
      'conversion_delivery',
      deliverPendingConversions(options.db, options.endpoint).then((report) => {
        if (report.failed > 0)
          logger().error({ job: 'conversion_delivery', failed: report.failed }, 'Conversions: not accepted');
      }),
    ).finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void run(), CONVERSION_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * Where this process delivers: FACEBOOK_CONVERSION_URL, else outside production the stand-in receiver of this API at
 * its listen address; null in production without a URL (conversions then wait in the outbox for one).
 */
export function conversionEndpoint(config: ServerConfig): ConversionEndpoint | null {
  const { url, token } = config.signals.conversions;
  if (url) return { url, token, fetch: globalThis.fetch };
  if (config.production) return null;
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  return { url: `http://${host}:${config.port}/api/dev/facebook-receiver`, token, fetch: globalThis.fetch };
}
