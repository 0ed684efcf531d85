import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { fromZonedTime } from 'date-fns-tz';
import { platforms } from '../../../../platforms';
import type { CoverKey } from '../../../../src/domain/catalog';
import type { ContentStatus, CreatorType, PlatformId, Schedule } from '../../../../src/domain/enums';
import type { Executor } from '../../../db/client';
import { episodes, titles, type TitleRow } from '../../../db/schema';
import type { ComicInfo } from './comic-info';
import type { Problem } from './limits';
import { coversFrom, cut, sideImage } from './pictures';
import type { EpisodeRead, PlannedImage } from './read-episode';
import { SERIES_FILE, type SeriesFile } from './series-file';

/** The title's sale and schedule settings: only a series file sets them (a re-import without one keeps them). */
export interface TitleSettings {
  status: ContentStatus;
  schedule: Schedule;
  isBl: boolean;
  rentPrice: number;
  possessionPrice: number;
  rentalHours: number;
  freeEpisodeCount: number;
  waitFreeHours: number | null;
  waitFreeExcludeLatest: number;
}

export interface EpisodePlan {
  number: number;
  name: string;
  publishedAt: Date;
  /** undefined: an existing episode keeps its own. */
  freeFrom: Date | null | undefined;
  pages: PlannedImage[];
  thumbnail: PlannedImage;
  label: string;
}

/** Everything the import writes, decided before anything is written. */
export interface TitlePlan {
  sourceKey: string;
  existing: TitleRow | null;
  name: string;
  /** The name's reading (search); undefined: keep the existing title's. */
  reading: string | null | undefined;
  /** null: keep the existing title's. */
  description: string | null;
  isAdult: boolean | null;
  settings: TitleSettings | null;
  genres: string[];
  tags: string[];
  creators: { name: string; type: CreatorType }[];
  /** null: keep the existing covers (the import holds neither a cover file nor the title's first episode). */
  covers: Record<CoverKey, PlannedImage> | null;
  episodes: EpisodePlan[];
}

const genreKey = (genre: string) => genre.trim().toLowerCase().replace(/\s+/g, '-');
const unique = <T>(values: T[]) => [...new Set(values)];

/** The import identity: the series file's id, else the platform and the Series name as a reader would tell them apart. */
export function sourceKeyOf(series: SeriesFile | null, seriesName: string, platform: PlatformId): string {
  return series?.id ?? `${platform}:${seriesName.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ')}`;
}

/** When an episode appears: the series file's publishAt; ComicInfo's date at the series' time of day; else kept or now. */
function publicationOf(
  info: ComicInfo,
  series: SeriesFile | null,
  platform: PlatformId,
  kept: Date | undefined,
  now: Date,
) {
  const own = series?.episodes[String(info.number)]?.publishAt;
  if (own) return new Date(own);
  if (info.date) {
    const two = (n: number) => String(n).padStart(2, '0');
    const zone = series?.publish.timeZone ?? platforms[platform].timeZone;
    const time = series?.publish.time ?? '00:00';
    return fromZonedTime(`${info.date.year}-${two(info.date.month)}-${two(info.date.day)}T${time}:00`, zone);
  }
  return kept ?? now;
}

function creatorsOf(reads: readonly EpisodeRead[]): TitlePlan['creators'] {
  const writers = unique(reads.flatMap((read) => read.info.writers));
  const artists = unique(reads.flatMap((read) => read.info.pencillers));
  // One person who writes and draws is the title's author.
  return [
    ...writers.map((name) => ({ name, type: artists.includes(name) ? ('AUTHOR' as const) : ('WRITER' as const) })),
    ...artists.filter((name) => !writers.includes(name)).map((name) => ({ name, type: 'ARTIST' as const })),
  ];
}

/**
 * The plan of an import from its checked episodes (sorted by number), its series file and what the database already
 * holds of the title; problems of the whole (mixed Series, a number twice, no series file for a new title) go to
 * `problems`, which may hold the episodes' own already: then nothing is planned.
 */
export async function planTitle(
  executor: Executor,
  input: { reads: EpisodeRead[]; series: SeriesFile | null; folder: string; platform: PlatformId; now: Date },
  problems: Problem[],
): Promise<TitlePlan | null> {
  const { series, folder, platform, now } = input;
  const reads = [...input.reads].sort((a, b) => a.info.number - b.info.number);
  const first = reads[0];
  if (!first) return null;
  for (const read of reads)
    if (read.info.series !== first.info.series)
      problems.push({
        file: read.source.label,
        field: 'Series',
        message: `"${read.info.series}", but ${first.source.label} says "${first.info.series}": one import is one title`,
      });
  reads.forEach((read, i) => {
    const earlier = reads.slice(0, i).find((other) => other.info.number === read.info.number);
    if (earlier)
      problems.push({
        file: read.source.label,
        field: 'Number',
        message: `episode ${read.info.number} again (also ${earlier.source.label})`,
      });
  });
  const sourceKey = sourceKeyOf(series, first.info.series, platform);
  const [existing] = await executor.select().from(titles).where(eq(titles.sourceKey, sourceKey));
  if (!existing && !series && !problems.some((p) => p.file === SERIES_FILE))
    problems.push({
      file: SERIES_FILE,
      message: `is required for a new title (schedule, status, price): none in ${folder}`,
    });
  const kept = new Map<number, Date>();
  if (existing)
    for (const row of await executor
      .select({ number: episodes.number, publishedAt: episodes.publishedAt })
      .from(episodes)
      .where(and(eq(episodes.titleId, existing.id))))
      kept.set(row.number, row.publishedAt);

  // The cover: the series file's, else the FrontCover of the title's first episode when this import holds it.
  const coverSource = series?.cover
    ? await sideImage(folder, series.cover, 'cover', problems)
    : !existing || first.info.number <= Math.min(...kept.keys(), Infinity)
      ? first.coverPage
      : null;
  const thumbnailFile = series?.thumbnail ? await sideImage(folder, series.thumbnail, 'thumbnail', problems) : null;
  const episodePlans: EpisodePlan[] = [];
  for (const read of reads) {
    const own = series?.episodes[String(read.info.number)];
    const ownThumbnail = own?.thumbnail
      ? await sideImage(folder, own.thumbnail, `episodes.${read.info.number}.thumbnail`, problems)
      : null;
    const thumbnailSource = ownThumbnail ?? thumbnailFile;
    episodePlans.push({
      number: read.info.number,
      name: own?.name ?? read.info.title ?? '',
      publishedAt: publicationOf(read.info, series, platform, kept.get(read.info.number), now),
      freeFrom: own?.freeFrom ? new Date(own.freeFrom) : kept.has(read.info.number) ? undefined : null,
      pages: read.pages,
      thumbnail: thumbnailSource ? await cut(thumbnailSource, 1) : read.thumbnail,
      label: read.source.label,
    });
  }
  // Nothing more is cut once the import is refused (for this or any earlier problem).
  if (problems.length > 0) return null;

  const covers = coverSource ? await coversFrom(coverSource) : null;
  const ratings = reads.map((read) => read.info.adult).filter((adult) => adult !== null);
  const summary = reads.find((read) => read.info.summary !== null)?.info.summary ?? null;
  return {
    sourceKey,
    existing: existing ?? null,
    name: series?.name ?? first.info.series,
    reading: series?.reading !== undefined ? series.reading : existing ? undefined : null,
    description: series?.description ?? summary ?? (existing ? null : ''),
    isAdult: series?.adult ?? (ratings.length > 0 ? ratings.some(Boolean) : existing ? null : false),
    settings: series && {
      status: series.status,
      schedule: series.schedule,
      isBl: series.bl,
      rentPrice: series.price.rent,
      possessionPrice: series.price.possession,
      rentalHours: series.price.rentalHours,
      freeEpisodeCount: series.freeEpisodes,
      waitFreeHours: series.waitFree?.hours ?? null,
      waitFreeExcludeLatest: series.waitFree?.excludeLatest ?? 0,
    },
    genres: unique(
      [...reads.flatMap((read) => read.info.genres), ...(series?.genres ?? []), ...(series?.tabs ?? [])].map(genreKey),
    ),
    tags: unique([...reads.flatMap((read) => read.info.tags), ...(series?.tags ?? [])]),
    creators: creatorsOf(reads),
    covers,
    episodes: episodePlans,
  };
}

/** Every distinct image of a plan, by key (a page two episodes share is stored once). */
export function imagesOf(plan: TitlePlan): Map<string, PlannedImage> {
  const all = new Map<string, PlannedImage>();
  const add = (planned: PlannedImage) => all.set(planned.image.key, all.get(planned.image.key) ?? planned);
  for (const planned of Object.values(plan.covers ?? {})) add(planned);
  for (const episode of plan.episodes) {
    add(episode.thumbnail);
    episode.pages.forEach(add);
  }
  return all;
}

export const seriesFilePath = (folder: string) => join(folder, SERIES_FILE);
