import type { PlatformId } from '../../src/domain/enums';
import { type DatabaseHandle, migrateDatabase } from './client';
import { isEmpty, seedDemoData } from './seed';

/** Migrates, then seeds the demo data when the database has no user yet; safe when instances start together. */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { platform: PlatformId; now: Date; seed?: boolean },
): Promise<{ seeded: boolean }> {
  return handle.withSchemaLock(async (db) => {
    await migrateDatabase(handle, db);
    if (options.seed === false || !(await isEmpty(db))) return { seeded: false };
    await seedDemoData(db, options.platform, options.now);
    return { seeded: true };
  });
}
