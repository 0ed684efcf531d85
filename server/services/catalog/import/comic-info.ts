import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { isCleanText } from '../../../../src/domain/text';
import type { Problem } from './limits';

/** What an episode's ComicInfo.xml (the Anansi Project schema Komga, Kavita and Mihon read) says that the import uses. */
export interface ComicInfo {
  series: string;
  number: number;
  title: string | null;
  summary: string | null;
  writers: string[];
  pencillers: string[];
  genres: string[];
  tags: string[];
  /** From AgeRating; null when it names no rating (absent, Unknown, Rating Pending). */
  adult: boolean | null;
  language: string | null;
  date: { year: number; month: number; day: number } | null;
  /** The index (in reading order) of the page marked FrontCover, if any. */
  frontCover: number | null;
}

/** The AgeRating values of the schema, and those that mean adult content (Kavita ranks M between 17+ and R18+). */
const AGE_RATINGS = [
  'Unknown',
  'Adults Only 18+',
  'Early Childhood',
  'Everyone',
  'Everyone 10+',
  'G',
  'Kids to Adults',
  'M',
  'MA15+',
  'Mature 17+',
  'PG',
  'R18+',
  'Rating Pending',
  'Teen',
  'X18+',
] as const;
const ADULT_RATINGS: ReadonlySet<string> = new Set(['Adults Only 18+', 'Mature 17+', 'M', 'R18+', 'X18+']);
const UNRATED: ReadonlySet<string> = new Set(['Unknown', 'Rating Pending']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  htmlEntities: false,
  isArray: (name) => name === 'Page',
});

/** UTF-8, or UTF-16 with its byte-order mark; anything else is not text. */
function decode(bytes: Buffer): string | null {
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le', { fatal: true }).decode(bytes);
    if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be', { fatal: true }).decode(bytes);
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

const list = (value: string | null) =>
  [...new Set((value ?? '').split(',').map((part) => part.trim()))].filter((part) => part !== '');

/**
 * The ComicInfo.xml of an episode, or null with its problems. A document type or entity declaration is refused
 * before parsing (nothing is expanded: no external entity is fetched, no billion laughs); so is anything that is not
 * well-formed XML with a ComicInfo root.
 */
export function readComicInfo(
  bytes: Buffer,
  where: Pick<Problem, 'file' | 'entry'>,
  problems: Problem[],
): ComicInfo | null {
  const refuse = (message: string, field?: string) => {
    problems.push({ ...where, ...(field === undefined ? {} : { field }), message });
    return null;
  };
  const text = decode(bytes);
  if (text === null) return refuse('not UTF-8 or UTF-16 text');
  if (/<!DOCTYPE|<!ENTITY/i.test(text))
    return refuse(
      'declares a document type or entities: refused without expanding anything (no DOCTYPE in ComicInfo.xml)',
    );
  const valid = XMLValidator.validate(text);
  if (valid !== true) return refuse(`not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  const root = (parser.parse(text) as Record<string, unknown>).ComicInfo;
  if (typeof root !== 'object' || root === null) return refuse('its root element is not <ComicInfo>');
  const fields = root as Record<string, unknown>;
  const before = problems.length;
  const missing = (name: string) => fields[name] === undefined || fields[name] === '';
  const field = (name: string, max: number, multiline = false): string | null => {
    const value = fields[name];
    if (value === undefined || value === '') return null;
    if (typeof value !== 'string') return refuse('must be plain text', name);
    if (value.length > max) return refuse(`longer than ${max} characters`, name);
    if (!isCleanText(value, multiline)) return refuse('holds control characters', name);
    return value;
  };
  const series = field('Series', 200);
  const numberText = field('Number', 20);
  const title = field('Title', 200);
  const summary = field('Summary', 5000, true);
  const ageRating = field('AgeRating', 40);
  const language = field('LanguageISO', 35);
  if (missing('Series')) refuse('is required (the title it belongs to)', 'Series');
  let number = NaN;
  if (missing('Number')) refuse('is required (the episode number)', 'Number');
  else if (numberText !== null && (!/^\d{1,6}$/.test(numberText) || Number(numberText) < 1))
    refuse(`"${numberText}" is not a whole number from 1 (episodes are numbered 1, 2, 3…)`, 'Number');
  else if (numberText !== null) number = Number(numberText);
  if (ageRating !== null && !(AGE_RATINGS as readonly string[]).includes(ageRating))
    refuse(`"${ageRating}" is not an AgeRating of the schema (${AGE_RATINGS.join(', ')})`, 'AgeRating');
  if (language !== null && !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(language))
    refuse(`"${language}" is not a language code (ISO 639, e.g. ja, en, zh-TW)`, 'LanguageISO');
  const date = dateOf(fields, (message, name) => refuse(message, name));
  const frontCover = frontCoverOf(fields.Pages);
  if (problems.length > before || series === null) return null;
  return {
    series,
    number,
    title,
    summary,
    writers: list(field('Writer', 500)),
    pencillers: list(field('Penciller', 500)),
    genres: list(field('Genre', 1000)),
    tags: list(field('Tags', 1000)),
    adult: ageRating === null || UNRATED.has(ageRating) ? null : ADULT_RATINGS.has(ageRating),
    language,
    date,
    frontCover,
  };
}

/** Year, Month and Day (Month and Day default to 1); null without a Year. */
function dateOf(fields: Record<string, unknown>, refuse: (message: string, field: string) => null): ComicInfo['date'] {
  const read = (name: string, min: number, max: number): number | null => {
    const value = fields[name];
    if (value === undefined || value === '' || value === '-1') return null;
    if (typeof value !== 'string' || !/^\d{1,4}$/.test(value) || Number(value) < min || Number(value) > max)
      return refuse(`"${String(value)}" is not a number from ${min} to ${max}`, name);
    return Number(value);
  };
  const year = read('Year', 1900, 2200);
  const month = read('Month', 1, 12) ?? 1;
  const day = read('Day', 1, 31) ?? 1;
  if (year === null) return null;
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day)
    return refuse(`${year}-${month}-${day} is not a date`, 'Day');
  return { year, month, day };
}

/** The Image index of the first Page whose Type names FrontCover. */
function frontCoverOf(pages: unknown): number | null {
  const list = (pages as { Page?: unknown } | undefined)?.Page;
  if (!Array.isArray(list)) return null;
  for (const page of list as Record<string, unknown>[]) {
    const types = typeof page['@_Type'] === 'string' ? page['@_Type'].split(/\s+/) : [];
    const image = page['@_Image'];
    if (types.includes('FrontCover') && typeof image === 'string' && /^\d{1,5}$/.test(image)) return Number(image);
  }
  return null;
}
