import type { EpisodeOwnership } from '../../../src/domain/catalog';
import { type BatchRow, batchMs, epochMs, prepared, rowReader } from '../../db/batch';
import { type EpisodeRow, episodes, titles } from '../../db/schema';
import { heldOf, hold } from './ownership';
import type { CatalogCache, TitleEntry } from './catalog-cache';
import { readerEpisodes } from './unpublished';

/**
 * The catalogue's reads as prepared statements of a batch (server/db/batch.ts), shared by the purchase and the two
 * hottest reads (the detail page and the viewer), which each send theirs in one round trip (issue 15). The readers
 * turn answered rows into what the Drizzle reads answer.
 */
export const titleRow = rowReader(titles);
export const episodeRow = rowReader(episodes);

/**
 * A read prepared twice: for a title id, and for the title of an episode id (all the viewer knows). The title is
 * $1; the statement's own arguments follow from $2.
 */
function perTitle(name: string, types: readonly string[], text: (title: string) => string) {
  return {
    byTitle: prepared(`${name}_by_title`, ['int', ...types], text('$1')),
    byEpisode: prepared(`${name}_by_episode`, ['int', ...types], text('(select title_id from episodes where id = $1)')),
  };
}

export const titleStatement = perTitle(
  'title',
  [],
  (title) => `select ${titleRow.columns('t')} from titles t where t.id = ${title}`,
);

/**
 * The title's published episodes in order ($2: now), each row with the latest published number; an episode the
 * operator withdrew is not among them (the title's own withdrawal is visibleTitle's to refuse).
 */
const published = (title: string, only = '') =>
  `select ${episodeRow.columns('e')},
      (select max(x.number) from episodes x where x.title_id = ${title} and x.published_at <= $2
        and x.unpublished_at is null) as latest
    from episodes e where e.title_id = ${title} and e.published_at <= $2 and e.unpublished_at is null${only}
    order by e.number`;

/**
 * Every episode of the title, scheduled ones too, in order: the catalogue cache's copy (catalog-cache.ts), of which
 * each request takes those published at its own now.
 */
export const episodesStatement = perTitle(
  'episodes',
  [],
  (title) => `select ${episodeRow.columns('e')} from episodes e where e.title_id = ${title} order by e.number`,
);

const HOLDS_NOTHING: ReadonlySet<number> = new Set();

/**
 * The episodes of an entry (in order) published at `now` and offered to everyone (none of a title the operator
 * withdrew), and the number of the latest of them (0: none yet).
 */
export function publishedAt(entry: TitleEntry, now: Date): { list: EpisodeRow[]; latestNumber: number } {
  return readerEpisodes(entry.title, entry.episodes, now, HOLDS_NOTHING);
}

/** Only these of them ($3: ids); any other id is simply not answered. */
export const chosenStatement = prepared(
  'chosen',
  ['int', 'timestamptz', 'int[]'],
  published('$1', ' and e.id = any($3)'),
);

/** ownershipOf's read: the reader's ($2) live ownerships at $3 of the title's episodes. */
const held = (where: string) =>
  `select episode_id as "episodeId", kind, ${epochMs('expires_at')} as "expiresAt" from ownerships
    where user_id = $2 and ${where} and (expires_at is null or expires_at > $3)`;

export const heldStatement = perTitle('held', ['int', 'timestamptz'], (title) => held(`title_id = ${title}`));

/**
 * The reader's (`user`) live holdings at `at` of the episodes `ids` (distinct), as `o`: each looked up by the
 * (user_id, episode_id) index, in a lateral the planner may not flatten (`offset 0`). A plain `episode_id = any(…)`
 * got a generic plan, made on the statistics of a fresh database's small table, that walked every ownership of the
 * reader through the (user_id, title_id) index and filtered them (issue 30: 42 buffers a purchase in the bench).
 */
export const heldOfEpisodes = (ids: string, user: string, at: string) =>
  `unnest(${ids}) as want(id) cross join lateral (select * from ownerships x where x.user_id = ${user}
    and x.episode_id = want.id and (x.expires_at is null or x.expires_at > ${at}) offset 0) o`;

/** The same as heldStatement, of these episodes ($1: distinct ids). */
export const heldOfStatement = prepared(
  'held_of',
  ['int[]', 'int', 'timestamptz'],
  `select o.episode_id as "episodeId", o.kind, ${epochMs('o.expires_at')} as "expiresAt"
    from ${heldOfEpisodes('$1', '$2', '$3')}`,
);

export const heldFrom = (rows: readonly BatchRow[]) =>
  heldOf(rows as { episodeId: number; kind: EpisodeOwnership['kind']; expiresAt: number | null }[]);

/**
 * The same read ($1: the title) as ONE text value, `episodeId:kind[:expiresAt]` joined by commas (null: none): a
 * heavy reader holds a hundred episodes of a long title, and a row each cost the detail call more to receive and
 * parse than everything else it reads (issue 15).
 */
export const heldAsText = `select string_agg(concat_ws(':', h."episodeId", h.kind, h."expiresAt"), ',')
    from (${held('title_id = $1')}) h`;

const KINDS: readonly EpisodeOwnership['kind'][] = ['POSSESSION', 'RENT', 'FREETIME'];

/**
 * Each holding of heldAsText's value, read in place: no row object, part array or substring per holding (a heavy
 * reader's hundred holdings were most of what a detail call allocated).
 */
export function readHeldText(
  text: unknown,
  visit: (episodeId: number, kind: EpisodeOwnership['kind'], expiresAt: number | null) => void,
) {
  if (typeof text !== 'string') return;
  for (let at = 0; at < text.length;) {
    const next = text.indexOf(',', at);
    const end = next < 0 ? text.length : next;
    const kindAt = text.indexOf(':', at) + 1;
    const kind = KINDS.find((k) => text.startsWith(k, kindAt));
    if (kindAt === 0 || kindAt > end || !kind) throw new Error(`Not a holding: ${text.slice(at, end)}`);
    const expiresAt = kindAt + kind.length < end ? numberIn(text, kindAt + kind.length + 1, end) : null;
    visit(numberIn(text, at, kindAt - 1), kind, expiresAt);
    at = end + 1;
  }
}

/** The number written in text[start, end): its digits read in place, anything else (a fraction) by Number. */
function numberIn(text: string, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end; i += 1) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return Number(text.slice(start, end));
    value = value * 10 + digit;
  }
  return end > start && end - start <= 15 ? value : Number(text.slice(start, end));
}

/** heldFrom of heldAsText's value. */
export function heldFromText(text: unknown): Map<number, EpisodeOwnership> {
  const held = new Map<number, EpisodeOwnership>();
  readHeldText(text, (episodeId, kind, expiresAt) => hold(held, episodeId, kind, expiresAt));
  return held;
}

/** nextTicketAt's read (the reader: $2). */
export const ticketStatement = perTitle(
  'ticket',
  ['int'],
  (title) =>
    `select ${epochMs('next_ticket_at')} as at from wait_free_tickets where user_id = $2 and title_id = ${title}`,
);

export const ticketFrom = (rows: readonly BatchRow[]) => batchMs(rows[0]?.at);

/** Takes the answers of a batch in turns: each call answers the next `count` of them. */
export function batchParts(results: readonly BatchRow[][]) {
  let at = 0;
  return (count: number): BatchRow[][] => results.slice(at, (at += count));
}

/**
 * The catalogue cache's entry from the answers of titleStatement and episodesStatement, kept in `cache`; none when
 * there is no such title (nothing is kept for it).
 */
export function titleEntryOf(cache: CatalogCache, [titleRows, episodeRows]: BatchRow[][]): TitleEntry | undefined {
  const first = titleRows?.[0];
  if (!first) return undefined;
  const entry = { title: titleRow.read(first), episodes: (episodeRows ?? []).map((r) => episodeRow.read(r)) };
  cache.putTitle(entry);
  return entry;
}
