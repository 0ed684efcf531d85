import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reasonOf } from '../../db/availability';
import { logger } from '../../lib/log';

/** What /api/health/ready checked, each `ok` or why not. */
export interface ReadinessChecks {
  database: 'ok' | 'unreachable' | 'waiting';
  migrations: 'ok' | 'pending' | 'unknown';
  media: 'ok' | 'unwritable' | 'unknown';
}

/** The newest migration this code carries (drizzle-kit's journal: `when` is what the migrator stores as created_at). */
function newestMigration(): number {
  const journal = JSON.parse(
    readFileSync(new URL('../../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

let newest: number | null = null;

/** Has the database every migration of this code (the migrator's table holds the newest one)? */
async function migrated(db: Database): Promise<boolean> {
  newest ??= newestMigration();
  const result: unknown = await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
  // node-postgres answers { rows }, PGlite the same shape; read either without trusting the driver's type.
  const rows = (result as { rows?: { newest?: unknown }[] }).rows ?? [];
  return Number(rows[0]?.newest ?? 0) >= newest;
}

/**
 * The checks of readiness, in order, each only when the one before passed: the database answers, it has every migration
 * of this code, and the media store takes a write (MediaStore.checkWritable). Failures are logged as one warning line
 * with their reason, no stack (probes come every few seconds; the reply does not carry it: the probe is public).
 */
export async function checkReadiness(
  db: Database,
  media: { checkWritable(): Promise<void> },
): Promise<ReadinessChecks> {
  const checks: ReadinessChecks = { database: 'ok', migrations: 'unknown', media: 'unknown' };
  try {
    await db.execute(sql`select 1`);
  } catch (error) {
    logger().warn({ reason: reasonOf(error) }, 'Readiness: the database does not answer');
    return { ...checks, database: 'unreachable' };
  }
  try {
    checks.migrations = (await migrated(db)) ? 'ok' : 'pending';
  } catch (error) {
    logger().warn({ reason: reasonOf(error) }, 'Readiness: the migrations could not be read');
    checks.migrations = 'pending';
  }
  try {
    await media.checkWritable();
    checks.media = 'ok';
  } catch (error) {
    logger().warn({ reason: reasonOf(error) }, 'Readiness: the media store is not writable');
    checks.media = 'unwritable';
  }
  return checks;
}

export function isReady(checks: ReadinessChecks): boolean {
  return checks.database === 'ok' && checks.migrations === 'ok' && checks.media === 'ok';
}
