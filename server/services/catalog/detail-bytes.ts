import {
  type ContentDetail,
  type EpisodeItem,
  type EpisodeOwnership,
  episodeState,
  type EpisodeState,
  type SaleSettings,
} from '../../../src/domain/catalog';
import type { EpisodeRow, TitleRow } from '../../db/schema';
import { ApiFailure, SUCCESS_CLOSE, SUCCESS_OPEN } from '../../lib/http';
import { outlasts } from './ownership';
import { publishedAt, readHeldText } from './batch-reads';
import type { TitleEntry, TitleExtras } from './catalog-cache';
import { summariesOf } from './summaries';
import { readerEpisodes } from './unpublished';

// The detail page's reply written as bytes (issue 15), for contentDetailBytes in detail.ts.

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

export function piecesOf(entry: TitleEntry, row: TitleRow, sale: SaleSettings, extras: TitleExtras): AnswerPieces {
  const known = answerPieces.get(entry);
  if (known?.extras === extras) return known;
  const [summary] = summariesOf([row], extras.creators);
  if (!summary) throw new ApiFailure('NOT_EXIST');
  const head = (isFavorite: boolean) => {
    const detail: Omit<ContentDetail, 'episodes'> = {
      ...summary,
      description: row.description,
      tags: row.tags,
      sale,
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
export function publishedFrom(entry: TitleEntry, pieces: AnswerPieces, now: Date): Published {
  const at = now.getTime();
  const known = pieces.published;
  if (known && known.from <= at && at < known.until) return known;
  let until = Infinity;
  for (const episode of entry.episodes) {
    const time = episode.publishedAt.getTime();
    if (time > at && time < until) until = time;
  }
  const published = publishedOf(pieces, publishedAt(entry, now), at, until);
  pieces.published = published;
  return published;
}

function publishedOf(
  pieces: AnswerPieces,
  { list, latestNumber }: { list: EpisodeRow[]; latestNumber: number },
  from: number,
  until: number,
): Published {
  const items = list.map((episode) => itemPiece(pieces, episode));
  return {
    from,
    until,
    list,
    latestNumber,
    items,
    bytes: items.reduce((n, b) => n + b.length, 0),
    index: new Map(list.map((episode, i) => [episode.id, i])),
  };
}

// Whether an entry holds anything the operator withdrew, worked out once per entry.
const withdrawnIn = new WeakMap<TitleEntry, boolean>();

/** The episode ids of heldAsText's value when the entry holds something withdrawn (null otherwise: nothing to add). */
export function heldIdsWhereWithdrawn(entry: TitleEntry, heldText: unknown): Set<number> | null {
  let withdrawn = withdrawnIn.get(entry);
  if (withdrawn === undefined) {
    withdrawn = entry.title.unpublishedAt !== null || entry.episodes.some((e) => e.unpublishedAt !== null);
    withdrawnIn.set(entry, withdrawn);
  }
  if (!withdrawn) return null;
  const ids = new Set<number>();
  readHeldText(heldText, (episodeId) => ids.add(episodeId));
  return ids;
}

/**
 * publishedFrom for a reader: with `held` (heldIdsWhereWithdrawn), the withdrawn episodes they hold join the list,
 * for them alone (never kept for other calls).
 */
export function publishedFor(
  entry: TitleEntry,
  pieces: AnswerPieces,
  now: Date,
  held: ReadonlySet<number> | null,
): Published {
  if (!held || held.size === 0) return publishedFrom(entry, pieces, now);
  return publishedOf(pieces, readerEpisodes(entry.title, entry.episodes, now, held), now.getTime(), now.getTime());
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
export function answerBytes(
  head: Buffer,
  published: Published,
  sale: SaleSettings,
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
