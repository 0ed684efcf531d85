import { lt } from 'drizzle-orm';
import type { PlatformId } from '../../../src/domain/enums';
import type { ClientKind } from '../../../src/domain/client-kind';
import type { ClientLogEntry } from '../../../src/domain/signals';
import type { Database } from '../../db/client';
import { clientLogs } from '../../db/schema';
import type { GuessLimit } from '../limits';

/** Client logs are kept this long (housekeeping deletes older ones). */
export const CLIENT_LOG_KEEP_DAYS = 14;
/** Beacons per client IP and minute: a page in a crash loop cannot fill the table (TOO_MANY_REQUESTS beyond). */
export const CLIENT_LOG_LIMIT: GuessLimit = {
  name: 'client-log-ip',
  attempts: 30,
  windowSeconds: 60,
  code: 'TOO_MANY_REQUESTS',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Stores one beacon's entries with what the request says about its client (platform, app kind, client platform). */
export async function storeClientLogs(
  db: Database,
  entries: readonly ClientLogEntry[],
  origin: { platform: PlatformId; kind: ClientKind; now: Date },
): Promise<number> {
  const rows = entries.map((entry) => ({
    platform: origin.platform,
    level: entry.level,
    code: entry.code,
    message: entry.message,
    details: entry.details ?? null,
    path: entry.path ?? null,
    appKind: origin.kind.appKind,
    clientPlatform: origin.kind.clientPlatform,
    createdAt: origin.now,
  }));
  await db.insert(clientLogs).values(rows);
  return rows.length;
}

/** Housekeeping: deletes client logs older than CLIENT_LOG_KEEP_DAYS. */
export async function forgetOldClientLogs(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - CLIENT_LOG_KEEP_DAYS * DAY_MS);
  const gone = await db.delete(clientLogs).where(lt(clientLogs.createdAt, cutoff)).returning({ id: clientLogs.id });
  return gone.length;
}
