import type { PlatformId } from '../../src/domain/enums';
import { ensureCatalogueImages } from '../media/catalogue-images';
import { type DatabaseHandle, migrateDatabase } from './client';
import { isEmpty, seedDemoData } from './seed';

/**
 * Migrates, then seeds the demo data when the database has no user yet; safe when instances start together. With
 * `mediaDir`, also renders any missing catalogue image (tests leave it out to stay fast).
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { platform: PlatformId; now: Date; seed?: boolean; mediaDir?: string },
): Promise<{ seeded: boolean }> {
  const result = await handle.withSchemaLock(async (db) => {
    await migrateDatabase(handle, db);
    if (options.seed === false || !(await isEmpty(db))) return { seeded: false };
    await seedDemoData(db, options.platform, options.now);
    return { seeded: true };
  });
  if (options.mediaDir && options.seed !== false) await ensureCatalogueImages(options.mediaDir);
  return result;
}
