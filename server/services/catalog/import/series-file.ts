import { readFile } from 'node:fs/promises';
import * as z from 'zod/mini';
import { CONTENT_STATUSES, SCHEDULES } from '../../../../src/domain/enums';
import { text } from '../../../../src/domain/text';
import { IMPORT_LIMITS, type Problem } from './limits';

const ENGLISH = z.locales.en();

/** The series file's name, beside the archives or episode folders of one title. */
export const SERIES_FILE = 'series.json';

/** The home tabs a title joins by a genre key of its own (the other tabs follow from schedule, bl, adult, prices). */
export const GENRE_TABS = ['romance', 'action'] as const;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const count = (max: number) => z.number().check(z.int(), z.gte(0), z.lte(max));
/** A file beside the series file: a relative path that stays in its folder. */
const file = text({ min: 1, max: 300 }).check(
  z.refine((path) => !path.startsWith('/') && !path.split(/[\\/]/).includes('..') && !/^[A-Za-z]:/.test(path), {
    message: 'must be a path inside the series folder',
  }),
);
const instant = z.iso.datetime({ offset: true });
/** How the name sounds, for search: kana (or a romanization), never the kanji of the name again. */
const reading = text({ min: 1, max: 200 }).check(
  z.refine(
    (value) =>
      !/\p{Script=Han}/u.test(value) && /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Latin}]/u.test(value),
    {
      message: 'must be the reading in kana or Latin letters (e.g. "つきかげのけん"), without kanji',
    },
  ),
);

const episodeSettings = z.strictObject({
  /** When this episode appears (ISO 8601 with its offset), whatever ComicInfo's Year/Month/Day say. */
  publishAt: z.optional(instant),
  /** From this time on the episode is free for everyone (a time-limited free campaign). */
  freeFrom: z.optional(instant),
  /** The episode's name when ComicInfo has no Title, or another one. */
  name: z.optional(text({ min: 1, max: 200 })),
  thumbnail: z.optional(file),
});

/** series.json (docs/catalog-import.md): what ComicInfo.xml has no field for. */
export const seriesFileSchema = z.strictObject({
  /** The import identity (re-imports update the title that has it); default: the platform and the Series name. */
  id: z.optional(z.string().check(z.regex(/^[a-z0-9][a-z0-9._:-]{0,99}$/, 'lower-case letters, digits and . _ : -'))),
  name: z.optional(text({ min: 1, max: 200 })),
  /** The name's reading, which search matches too; null removes the one a title has. */
  reading: z.optional(z.nullable(reading)),
  description: z.optional(text({ max: 5000, multiline: true })),
  schedule: z.enum(SCHEDULES),
  status: z.enum(CONTENT_STATUSES),
  bl: z._default(z.boolean(), false),
  /** Overrides what the episodes' AgeRating says. */
  adult: z.optional(z.boolean()),
  tabs: z._default(z.array(z.enum(GENRE_TABS)).check(z.maxLength(GENRE_TABS.length)), []),
  genres: z._default(z.array(text({ min: 1, max: 50 })).check(z.maxLength(20)), []),
  tags: z._default(z.array(text({ min: 1, max: 50 })).check(z.maxLength(50)), []),
  price: z.strictObject({
    /** Coins to buy one episode, and to rent it for rentalHours. */
    possession: count(100_000),
    rent: count(100_000),
    rentalHours: z._default(count(24 * 365).check(z.gte(1)), 72),
  }),
  freeEpisodes: z._default(count(100_000), 0),
  waitFree: z._default(
    z.nullable(z.strictObject({ hours: count(24 * 365).check(z.gte(1)), excludeLatest: z._default(count(10_000), 0) })),
    null,
  ),
  publish: z._default(
    z.strictObject({
      /** The time of day an episode with a ComicInfo date appears, in `timeZone` (default: the platform's). */
      time: z._default(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM, 00:00 to 23:59')), '00:00'),
      timeZone: z.optional(z.string().check(z.refine(isTimeZone, 'not an IANA time zone (e.g. Asia/Tokyo)'))),
    }),
    { time: '00:00' },
  ),
  cover: z.optional(file),
  thumbnail: z.optional(file),
  episodes: z._default(z.record(z.string().check(z.regex(/^[1-9]\d{0,5}$/, 'an episode number')), episodeSettings), {}),
});
export type SeriesFile = z.infer<typeof seriesFileSchema>;

/** The series file at `path`, or null when there is none (or it is refused, with its problems). */
export async function readSeriesFile(path: string, label: string, problems: Problem[]): Promise<SeriesFile | null> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch {
    return null;
  }
  if (bytes.length > IMPORT_LIMITS.metadataBytes) {
    problems.push({ file: label, message: 'larger than 1 MiB' });
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    problems.push({ file: label, message: `not JSON (${(error as Error).message})` });
    return null;
  }
  // The English messages for this parse only (zod/mini carries none of its own; the API's messages stay as they are).
  const parsed = seriesFileSchema.safeParse(json, { error: ENGLISH.localeError });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    problems.push({ file: label, field: issue.path.join('.') || '(the file)', message: issue.message });
  return null;
}

/** The folders of the series folder that hold pictures the series file names (never episodes). */
export function pictureFolders(series: SeriesFile | null): Set<string> {
  const paths = [series?.cover, series?.thumbnail, ...Object.values(series?.episodes ?? {}).map((e) => e.thumbnail)];
  const folders = new Set<string>();
  for (const path of paths) {
    const parts = path?.split(/[\\/]/).filter((part) => part !== '' && part !== '.') ?? [];
    if (parts.length > 1) folders.add(parts[0]!);
  }
  return folders;
}
