import { sql } from 'drizzle-orm';
import type { PlatformId } from '../../src/domain/enums';
import { ensureCatalogueImages, ensureServiceImages } from '../media/catalogue-images';
import { canLetter } from '../media/fonts';
import { fillImagePlaceholders } from '../media/placeholders';
import type { MediaStore } from '../media/store';
import { type DatabaseHandle, migrateDatabase } from './client';
import { demoLocaleOf } from './demo-text';
import { disableDemoAccounts } from './production-data';
import { isEmpty, seedDemoData, type SeedSummary } from './seed';
import { seedHelpIfMissing } from './seed-help';
import { seedThemesIfMissing } from './seed-themes';
import { seedRouletteIfMissing } from './seed-roulette';
import { seedEventsIfMissing } from './seed-events';

/** One line of what the first start is doing (`npm start` prints them; tests leave it out). */
export type ProgressLine = (line: string) => void;

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** How often the image renderer reports its count while it works. */
const IMAGE_REPORT_EVERY = 50;

export interface Prepared {
  seeded: SeedSummary | null;
  /** Production: the demo accounts found and closed (their password is public). */
  disabledDemo: string[];
}

/**
 * Migrates, then seeds the demo data when the database has no user yet; safe when instances start together. With
 * `media`, also renders any catalogue image the store lacks (tests leave it out to stay fast). In `production` nothing of
 * the demo is written, whatever the database holds, and demo accounts found in it are closed (production-data.ts).
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: {
    platform: PlatformId;
    now: Date;
    seed?: boolean;
    production?: boolean;
    media?: MediaStore;
    progress?: ProgressLine;
  },
): Promise<Prepared> {
  const progress = options.progress ?? (() => undefined);
  const production = options.production ?? false;
  const result = await handle.withLock('schema', async (db): Promise<Prepared> => {
    let started = Date.now();
    progress('Database: applying migrations…');
    await migrateDatabase(handle, db);
    progress(`Database: migrations applied (${seconds(started)})`);
    if (production) return { seeded: null, disabledDemo: await disableDemoAccounts(db, options.now) };
    if (options.seed === false) return { seeded: null, disabledDemo: [] };
    if (!(await isEmpty(db))) {
      if (await seedHelpIfMissing(db)) progress('Database: notices and FAQ added to the existing demo data');
      if (await seedThemesIfMissing(db)) progress('Database: theme collections added to the existing demo data');
      if (await seedRouletteIfMissing(db)) progress('Database: roulette wheels added to the existing demo data');
      if (await seedEventsIfMissing(db, options.now)) progress('Database: events added to the existing demo data');
      return { seeded: null, disabledDemo: [] };
    }
    started = Date.now();
    progress('Database: empty, seeding the demo data (accounts, coins, catalogue, coupons, gifts)…');
    const seeded = await seedDemoData(db, options.platform, options.now);
    // Statistics of the catalogue just written, as autovacuum would gather them a minute or so later: a server makes
    // each hot statement's plan once per connection, on the statistics it finds, and without them the purchase's
    // lookup of a title's latest episode read and sorted all of its episodes (issue 30). The readers' tables are left
    // to autovacuum: statistics of their first few rows would make plans that scan them whole as they grow.
    await db.execute(sql`ANALYZE titles, episodes`);
    progress(
      `Database: ${seeded.accounts} accounts, ${seeded.titles} titles and ${seeded.episodes} episodes seeded (${seconds(started)})`,
    );
    return { seeded, disabledDemo: [] };
  });
  // The copyright pages every viewer ends with are the service's, not the demo's: a production start renders them too.
  const { media } = options;
  if (media && production) {
    const rendered = await ensureServiceImages(media);
    if (rendered > 0) progress(`Images: ${rendered} copyright pages rendered into ${media.location}`);
  }
  if (media && options.seed !== false && !production) {
    const started = Date.now();
    const locale = demoLocaleOf(options.platform);
    const rendered = await ensureCatalogueImages(media, locale, (done, total) => {
      if (done === 0) {
        progress(`Images: rendering ${total} catalogue images (covers, panels) into ${media.location}…`);
        if (!canLetter(locale))
          progress(
            `Images: no font for '${locale}' on this machine, so covers carry no title (install Noto Sans CJK/Thai, then delete images/covers/${locale}/ from ${media.location} to redraw them)`,
          );
      } else if (done % IMAGE_REPORT_EVERY === 0 && done < total) progress(`Images: ${done}/${total}`);
    });
    if (rendered > 0) progress(`Images: ${rendered}/${rendered} rendered (${seconds(started)})`);
    // After the images exist: a re-rendered image gets its placeholder hashed again.
    const placeholdersFrom = Date.now();
    const filled = await fillImagePlaceholders(handle.db, media, { refresh: rendered > 0 });
    if (filled.images > 0)
      progress(`Images: placeholders of ${filled.images} episode images computed (${seconds(placeholdersFrom)})`);
  }
  return result;
}
