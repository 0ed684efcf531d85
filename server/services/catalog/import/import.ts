import { platforms } from '../../../../platforms';
import type { PlatformId } from '../../../../src/domain/enums';
import type { Database } from '../../../db/client';
import type { MediaStore } from '../../../media/store';
import { ImportRefused, type Problem } from './limits';
import { imagesOf, planTitle, seriesFilePath, type TitlePlan } from './plan';
import { type EpisodeRead, readEpisode } from './read-episode';
import { pictureFolders, readSeriesFile, SERIES_FILE } from './series-file';
import { listEpisodes, locate } from './sources';
import { removeObjects, storeImages } from './store-images';
import { type ImportResult, writeRows } from './write-rows';

export interface ImportOptions {
  db: Database;
  store: MediaStore;
  /** A .cbz, an episode folder, or a series folder of them. */
  path: string;
  /** Names the title's import identity (with its Series) and the time zone of ComicInfo dates. */
  platform: PlatformId;
  /** The operator's clock: episodes without a date of their own appear from now. */
  now: Date;
  /** Check everything and write nothing. */
  dryRun?: boolean;
  /** Progress lines for the operator. */
  log?: (line: string) => void;
}

export interface ImportReport {
  plan: TitlePlan;
  /** null on a dry run. */
  result: ImportResult | null;
  stored: number;
  kept: number;
  /** Worth knowing, never refused: files skipped, a language other than the platform's. */
  notes: string[];
}

/**
 * `npm run catalog -- import`: checks the whole import first (every archive, every ComicInfo.xml, every image decoded
 * once, the series file) and refuses it with ONE list of every problem found, writing nothing; then stores the
 * images, then writes every row in one transaction. If the rows cannot be written, the objects this import stored are
 * removed again. docs/catalog-import.md.
 */
export async function importSeries(options: ImportOptions): Promise<ImportReport> {
  const log = options.log ?? (() => undefined);
  const problems: Problem[] = [];
  const located = await locate(options.path, problems);
  if (!located) throw new ImportRefused(problems);
  const series = await readSeriesFile(seriesFilePath(located.folder), SERIES_FILE, problems);
  const episodes = located.single
    ? [located.single]
    : await listEpisodes(located.folder, pictureFolders(series), problems);
  if (!episodes) throw new ImportRefused(problems);
  const reads: EpisodeRead[] = [];
  const notes: string[] = [];
  const language = platforms[options.platform].locale.split('-')[0];
  for (const [i, episode] of episodes.entries()) {
    log(`Checking ${episode.label} (${i + 1}/${episodes.length})…`);
    const read = await readEpisode(episode, problems);
    if (!read) continue;
    reads.push(read);
    for (const name of read.skipped)
      notes.push(`${episode.label} [${name}]: skipped (neither an image nor ComicInfo.xml)`);
    const own = read.info.language?.split('-')[0]?.toLowerCase();
    if (own && own !== language)
      notes.push(`${episode.label}: LanguageISO ${read.info.language}, but ${options.platform} reads ${language}`);
  }
  // Planned even when an episode was refused: a number twice or a mixed Series join the same list.
  const plan = await planTitle(
    options.db,
    { reads, series, folder: located.folder, platform: options.platform, now: options.now },
    problems,
  );
  if (!plan || problems.length > 0) throw new ImportRefused(problems);
  if (options.dryRun) return { plan, result: null, stored: 0, kept: 0, notes };

  log(`Storing ${imagesOf(plan).size} images…`);
  const { written, kept } = await storeImages(options.store, plan);
  try {
    log('Writing the catalogue rows…');
    const result = await writeRows(options.db, plan, options.now);
    return { plan, result, stored: written.length, kept, notes };
  } catch (error) {
    await removeObjects(options.store, written);
    throw error;
  }
}
