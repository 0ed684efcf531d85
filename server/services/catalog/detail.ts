import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  type ContentDetail,
  type EpisodeItem,
  type EpisodeOwnership,
  episodeState,
  type EpisodeState,
  type SaleSettings,
} from '../../../src/domain/catalog';
import { NOTICE_COUNT } from '../../../src/domain/constants';
import { batchMs, batchRead, epochMs, execute, literal, prepared } from '../../db/batch';
import type { Database, Executor } from '../../db/client';
import { type EpisodeRow, episodes, titles, type TitleRow } from '../../db/schema';
import { ApiFailure, SUCCESS_CLOSE, SUCCESS_OPEN } from '../../lib/http';
import { nextTicketAt, outlasts, ownershipOf } from '../ownership';
import type { Audience, PendingAudience } from './audience';
import {
  batchParts,
  episodesStatement,
  heldAsText,
  readHeldText,
  publishedAt,
  titleEntryOf,
  titleStatement,
} from './batch-reads';
import type { CatalogCache, CreatorLink, NoticeRow, TitleEntry, TitleExtras } from './catalog-cache';
import { creatorLinksStatement, isVisible, summariesOf } from './summaries';

export function saleOf(row: TitleRow): SaleSettings {
  return {
    rentPrice: row.rentPrice,
    possessionPrice: row.possessionPrice,
    rentalHours: row.rentalHours,
    freeEpisodeCount: row.freeEpisodeCount,
    waitFree:
      row.waitFreeHours === null ? null : { waitHours: row.waitFreeHours, excludeLatest: row.waitFreeExcludeLatest },
  };
}

/**
 * A title the audience may open: unknown or hidden BL → NOT_EXIST; adult without the right → ADULT_ONLY_CONTENTS.
 */
export async function loadVisibleTitle(executor: Executor, audience: Audience, id: number, now: Date) {
  const [row] = await executor.select().from(titles).where(eq(titles.id, id));
  return visibleTitle(row, audience, now);
}

/** loadVisibleTitle's rule on a title row already read (or none). */
export function visibleTitle(row: TitleRow | undefined, audience: Audience, now: Date): TitleRow {
  if (!row || !row.launchedAt || row.launchedAt > now) throw new ApiFailure('NOT_EXIST');
  const visible = isVisible(row, audience);
  if (!visible.bl) throw new ApiFailure('NOT_EXIST');
  if (!visible.adult) throw new ApiFailure('ADULT_ONLY_CONTENTS');
  return row;
}

export function publishedEpisodes(executor: Executor, titleId: number, now: Date): Promise<EpisodeRow[]> {
  return executor
    .select()
    .from(episodes)
    .where(and(eq(episodes.titleId, titleId), lte(episodes.publishedAt, now)))
    .orderBy(asc(episodes.number));
}

/** Each published episode's state for this reader, in order. */
/** The states of some episodes of a title, given the number of its latest published episode (spec §4). */
export async function statesFor(
  executor: Executor,
  title: TitleRow,
  chosen: readonly EpisodeRow[],
  latestNumber: number,
  userId: number | null,
  now: Date,
): Promise<Map<number, EpisodeState>> {
  const sale = saleOf(title);
  const owned = await ownershipOf(
    executor,
    userId,
    chosen.map((e) => e.id),
    now,
  );
  const ticketAt = sale.waitFree ? ((await nextTicketAt(executor, userId, title.id))?.getTime() ?? null) : null;
  return statesOf(title, chosen, latestNumber, now, owned, ticketAt);
}

/** statesFor's rule on what was already read: the reader's holdings and their next ticket of the title. */
export function statesOf(
  title: TitleRow,
  chosen: readonly EpisodeRow[],
  latestNumber: number,
  now: Date,
  owned: ReadonlyMap<number, EpisodeOwnership>,
  ticketAt: number | null,
): Map<number, EpisodeState> {
  const sale = saleOf(title);
  return new Map(
    chosen.map((e) => [e.id, episodeState(e, sale, latestNumber, now, owned.get(e.id) ?? null, ticketAt)]),
  );
}

/** The state of each episode of `list` (the title's published episodes, in order) for a reader. */
export function episodeStates(
  executor: Executor,
  title: TitleRow,
  list: EpisodeRow[],
  userId: number | null,
  now: Date,
): Promise<Map<number, EpisodeState>> {
  return statesFor(executor, title, list, list.at(-1)?.number ?? 0, userId, now);
}

/**
 * Published episodes of a title by id, and the number of its latest published one: what a purchase of a few
 * episodes needs, without reading a 200-episode title whole. Any id that is not one of them: NOT_FOUND_EPISODE.
 */
export async function chosenEpisodes(executor: Executor, titleId: number, ids: readonly number[], now: Date) {
  const at = now.toISOString();
  // The latest number rides along as a scalar subquery: one round trip for both (a purchase's hot path).
  const rows = await executor
    .select({
      episode: episodes,
      latest: sql<number>`(select max(e.number) from ${episodes} e where e.title_id = ${titleId} and e.published_at <= ${at}::timestamptz)`,
    })
    .from(episodes)
    .where(and(eq(episodes.titleId, titleId), lte(episodes.publishedAt, now), inArray(episodes.id, [...ids])))
    .orderBy(asc(episodes.number));
  if (rows.length !== ids.length) throw new ApiFailure('NOT_FOUND_EPISODE');
  return { chosen: rows.map((row) => row.episode), latestNumber: Number(rows[0]?.latest ?? 0) };
}

const titleNoticesStatement = prepared(
  'title_notices',
  ['int'],
  `select id, title, body, ${epochMs('created_at')} as "createdAt" from title_notices where title_id = $1
    order by created_at desc, id desc limit ${NOTICE_COUNT}`,
);
/**
 * Everything of the reader ($2) the detail page shows of a title ($1) at $3, in one row: their holdings
 * (heldAsText), when their next wait-until-free ticket comes, and whether the title is a favourite.
 */
const readerStatement = prepared(
  'detail_reader',
  ['int', 'int', 'timestamptz'],
  `select (${heldAsText}) as held,
    (select ${epochMs('next_ticket_at')} from wait_free_tickets where user_id = $2 and title_id = $1) as "ticketAt",
    exists (select 1 from favorites where user_id = $2 and title_id = $1) as favorite`,
);

/**
 * A cached title's answer in UTF-8 pieces, written once per cache entry (issue 15): the detail up to its episodes
 * (with and without the reader's favourite) and each episode's JSON up to its state (`,{"id":…,"state":`), the same
 * for every reader. A call then only writes the states and joins bytes: writing the 150-episode list as one 48 KB
 * string, and encoding it again for the socket, had been a third of the call's CPU.
 */
interface AnswerPieces {
  extras: TitleExtras;
  /** The reply up to its episodes (`{"result":"SUCCESS","data":{…,"isFavorite":false,"episodes":[`), and with true. */
  head: readonly [Buffer, Buffer];
  /** By episode id: `,{"id":…,"thumbnail":{…},"state":` (the first item of a list drops the comma). */
  items: Map<number, Buffer>;
  /** The list published at some now, kept until the next episode's publication time (publishedFrom). */
  published: Published | null;
}

interface Published {
  /** Valid for a now in [from, until). */
  from: number;
  until: number;
  list: EpisodeRow[];
  latestNumber: number;
  /** Each episode's piece, in the list's order, and their length in all. */
  items: Buffer[];
  bytes: number;
  /** Each episode's place in the list, by id. */
  index: Map<number, number>;
}

const answerPieces = new WeakMap<TitleEntry, AnswerPieces>();

function piecesOf(entry: TitleEntry, row: TitleRow, extras: TitleExtras): AnswerPieces {
  const known = answerPieces.get(entry);
  if (known?.extras === extras) return known;
  const [summary] = summariesOf([row], extras.creators);
  if (!summary) throw new ApiFailure('NOT_EXIST');
  const head = (isFavorite: boolean) => {
    const detail: Omit<ContentDetail, 'episodes'> = {
      ...summary,
      description: row.description,
      tags: row.tags,
      sale: saleOf(row),
      notices: extras.notices,
      isFavorite,
    };
    return Buffer.from(`${SUCCESS_OPEN}${JSON.stringify(detail).slice(0, -1)},"episodes":[`);
  };
  const pieces: AnswerPieces = {
    extras,
    head: [head(false), head(true)],
    items: known?.items ?? new Map(),
    published: known?.published ?? null,
  };
  answerPieces.set(entry, pieces);
  return pieces;
}

function itemPiece(pieces: AnswerPieces, episode: EpisodeRow): Buffer {
  let piece = pieces.items.get(episode.id);
  if (piece === undefined) {
    const item: Omit<EpisodeItem, 'state'> = {
      id: episode.id,
      number: episode.number,
      name: episode.name,
      publishedAt: episode.publishedAt.getTime(),
      thumbnail: episode.thumbnail,
    };
    piece = Buffer.from(`,${JSON.stringify(item).slice(0, -1)},"state":`);
    pieces.items.set(episode.id, piece);
  }
  return piece;
}

/**
 * The entry's episodes published at `now` (publishedAt's rule) with their pieces, the same object for every call
 * until an episode's publication time comes: a call then allocates nothing for the list (at 2000 calls/s, what a
 * call allocated was promoted by the young generation's collections and paid for in pauses of the old one).
 */
function publishedFrom(entry: TitleEntry, pieces: AnswerPieces, now: Date): Published {
  const at = now.getTime();
  const known = pieces.published;
  if (known && known.from <= at && at < known.until) return known;
  const { list, latestNumber } = publishedAt(entry.episodes, now);
  let until = Infinity;
  for (const episode of entry.episodes) {
    const time = episode.publishedAt.getTime();
    if (time > at && time < until) until = time;
  }
  const items = list.map((episode) => itemPiece(pieces, episode));
  const published = {
    from: at,
    until,
    list,
    latestNumber,
    items,
    bytes: items.reduce((n, b) => n + b.length, 0),
    index: new Map(list.map((episode, i) => [episode.id, i])),
  };
  pieces.published = published;
  return published;
}

const CLOSE = Buffer.from(`]}${SUCCESS_CLOSE}`);
/** Room for one state's JSON and the brace closing its item (a WAIT_FREE one is about 100 bytes). */
const STATE_ROOM = 256;
/** Where a call writes its reply before taking a copy of the exact length; grown when a list needs more. */
let scratch = Buffer.allocUnsafe(256 * 1024);

/**
 * Each state's JSON, closing its item (`{"kind":…}}`), as JSON.stringify writes it: a rental's by hand (a heavy reader
 * holds a hundred), any other the same as the one before it (within a call all locked states, and all
 * wait-until-free ones, carry the same prices and ticket) reused.
 */
export function stateWriter(): (state: EpisodeState) => string {
  let last: EpisodeState | null = null;
  let lastText = '';
  return (state) => {
    if (state.kind === 'RENTED') return `{"kind":"RENTED","expiresAt":${JSON.stringify(state.expiresAt)}}}`;
    if (!last || !sameState(last, state)) {
      last = state;
      lastText = `${JSON.stringify(state)}}`;
    }
    return lastText;
  };
}

function sameState(a: EpisodeState, b: EpisodeState): boolean {
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  let keys = 0;
  for (const key in x) {
    keys += 1;
    if (!(key in y) || x[key] !== y[key]) return false;
  }
  for (const _ in y) keys -= 1;
  return keys === 0;
}

const KIND_CODES = { POSSESSION: 1, RENT: 2, FREETIME: 3 } as const;
const KIND_NAMES = [null, 'POSSESSION', 'RENT', 'FREETIME'] as const;
const RENTED_OPEN = Buffer.from('{"kind":"RENTED","expiresAt":');
const RENTED_CLOSE = Buffer.from('}}');

/** The digits of a safe non-negative integer written at `at`, as String writes them; answers how many. */
export function writeInteger(buffer: Buffer, at: number, value: number): number {
  let digits = 1;
  for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits += 1;
  for (let i = digits - 1, rest = value; i >= 0; i -= 1, rest = Math.floor(rest / 10))
    buffer[at + i] = 48 + (rest % 10);
  return digits;
}

/**
 * The reply's bytes: its head, then each published episode's piece and its state for this reader (spec §4, the
 * rules of episodeState) with what they hold (heldAsText's value, heldOf's rule), written into the scratch buffer
 * and copied out at their exact length. Holdings go into two typed arrays by the list's places, not a Map of objects.
 */
function answerBytes(
  head: Buffer,
  published: Published,
  row: TitleRow,
  now: Date,
  heldText: unknown,
  ticketAt: number | null,
): Buffer<ArrayBuffer> {
  const { list, items, latestNumber, index } = published;
  const kinds = new Uint8Array(list.length);
  const expiries = new Float64Array(list.length);
  readHeldText(heldText, (episodeId, kind, expiresAt) => {
    const i = index.get(episodeId);
    if (i === undefined) return; // not published at this now
    if (kinds[i] === 0 || outlasts(expiresAt, Number.isNaN(expiries[i]) ? null : expiries[i]!)) {
      kinds[i] = KIND_CODES[kind];
      expiries[i] = expiresAt ?? NaN;
    }
  });
  const room = head.length + published.bytes + list.length * STATE_ROOM + CLOSE.length;
  if (scratch.length < room) scratch = Buffer.allocUnsafe(room * 2);
  const sale = saleOf(row);
  const stateText = stateWriter();
  // One ownership object, filled for each episode in turn: episodeState only reads it.
  const ownership: EpisodeOwnership = { kind: 'POSSESSION', expiresAt: null };
  let at = head.copy(scratch, 0);
  for (let i = 0; i < list.length; i += 1) {
    // The first item drops the comma its piece starts with.
    at += items[i]!.copy(scratch, at, i === 0 ? 1 : 0);
    const kind = KIND_NAMES[kinds[i]!];
    if (kind) {
      ownership.kind = kind;
      ownership.expiresAt = Number.isNaN(expiries[i]) ? null : expiries[i]!;
    }
    const state = episodeState(list[i]!, sale, latestNumber, now, kind ? ownership : null, ticketAt);
    if (state.kind === 'RENTED' && Number.isSafeInteger(state.expiresAt) && state.expiresAt >= 0) {
      // A heavy reader holds a hundred rentals: their expiry goes straight into the bytes.
      at += RENTED_OPEN.copy(scratch, at);
      at += writeInteger(scratch, at, state.expiresAt);
      at += RENTED_CLOSE.copy(scratch, at);
      continue;
    }
    const text = stateText(state);
    if (text.length > STATE_ROOM) throw new Error(`A state longer than the room for it: ${text}`);
    // JSON of numbers and ASCII names only: one byte per character.
    at += scratch.write(text, at, 'latin1');
  }
  at += CLOSE.copy(scratch, at);
  const out = Buffer.allocUnsafe(at);
  scratch.copy(out, 0, 0, at);
  return out;
}

/**
 * The detail page's call (issue 15: one of the two hottest reads), answered as its whole SUCCESS reply in UTF-8 (for
 * okJson) with a ContentDetail: the title, its creators, its episodes, its notices and, for a reader, their
 * holdings, ticket and favourite, read in ONE round trip with the bearer's session lookup (server/db/batch.ts); what
 * every reader sees alike comes from the catalogue cache while it is fresh (catalog-cache.ts), so a warm call reads
 * only the reader's one row. The rules of src/domain then run on what was read, as loadVisibleTitle and
 * episodeStates do.
 */
export async function contentDetailBytes(
  db: Database,
  cache: CatalogCache,
  pending: PendingAudience,
  id: number,
  now: Date,
): Promise<Buffer<ArrayBuffer>> {
  const title = literal.int(id);
  const at = literal.stamp(now);
  const user = pending.userId === null ? null : literal.int(pending.userId);
  const known = cache.titles.get(id);
  const knownExtras = cache.extras.get(id);
  const titleReads = known ? [] : [execute(titleStatement.byTitle, title), execute(episodesStatement.byTitle, title)];
  const extraReads = knownExtras ? [] : [execute(creatorLinksStatement, title), execute(titleNoticesStatement, title)];
  const readerReads = user ? [execute(readerStatement, title, user, at)] : [];
  const results = await batchRead(db, [...pending.statements, ...titleReads, ...extraReads, ...readerReads]);
  const audience = pending.resolve(results);
  const read = batchParts(results.slice(pending.statements.length));
  const entry = known ?? titleEntryOf(cache, read(titleReads.length));
  const extraRows = read(extraReads.length);
  const [reader] = read(readerReads.length).map((rows) => rows[0]);
  const row = visibleTitle(entry?.title, audience, now);
  let extras = knownExtras;
  if (!extras) {
    const [links = [], notices = []] = extraRows;
    extras = {
      creators: links as CreatorLink[],
      notices: (notices as NoticeRow[]).map((n) => ({
        id: n.id,
        title: n.title,
        body: n.body,
        createdAt: Number(n.createdAt),
      })),
    };
    cache.extras.set(id, extras);
  }
  if (!entry) throw new ApiFailure('NOT_EXIST');
  const pieces = piecesOf(entry, row, extras);
  const ticketAt = row.waitFreeHours === null ? null : batchMs(reader?.ticketAt);
  return answerBytes(
    pieces.head[reader?.favorite === true ? 1 : 0],
    publishedFrom(entry, pieces, now),
    row,
    now,
    reader?.held,
    ticketAt,
  );
}
