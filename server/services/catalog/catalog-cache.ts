import type { ViewerEpisode } from '../../../src/domain/catalog';
import type { CreatorType } from '../../../src/domain/enums';
import type { Database } from '../../db/client';
import type { EpisodeRow, TitleRow } from '../../db/schema';

/** A title's row and every one of its episodes, scheduled ones too, by number (what is published depends on now). */
export interface TitleEntry {
  title: TitleRow;
  episodes: EpisodeRow[];
}

// Types, not interfaces: a batch's rows (Record<string, unknown>) are cast to them.
export type CreatorLink = { titleId: number; name: string; type: CreatorType };
export type NoticeRow = { id: number; title: string; body: string; createdAt: number };

/** The detail page's parts that only it shows. */
export interface TitleExtras {
  creators: CreatorLink[];
  notices: NoticeRow[];
}

/**
 * A map whose entries are fresh for `ttlMs` after they were written; past `max` entries the oldest go first. Once an
 * entry is past its TTL, the first `get` answers nothing (that caller reads the rows again and writes them back)
 * while every other caller still gets the old value, for at most another TTL: without that, each request arriving
 * while the refreshing read was out read the 150 episodes too, a burst of CPU once a second at 2000 calls/s.
 */
export class Expiring<V> {
  /** In the order they were written (a rewrite moves an entry to the end), so the expired ones are at the front. */
  private readonly entries = new Map<number, { at: number; value: V; claimed: boolean }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  get(key: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = performance.now() - entry.at;
    if (age < this.ttlMs) return entry.value;
    if (age < 2 * this.ttlMs && entry.claimed) return entry.value;
    if (age < 2 * this.ttlMs) entry.claimed = true;
    else this.entries.delete(key);
    return undefined;
  }

  set(key: number, value: V) {
    if (this.ttlMs <= 0) return;
    const now = performance.now();
    this.entries.delete(key);
    // Entries too old to be answered leave as new ones come, so the map holds about what was written within two TTLs.
    for (const [oldest, entry] of this.entries) {
      if (now - entry.at < 2 * this.ttlMs && this.entries.size < this.max) break;
      this.entries.delete(oldest);
    }
    this.entries.set(key, { at: now, value, claimed: false });
  }
}

/**
 * What every reader of a title sees alike, kept by each API process for CATALOG_CACHE_MS (issue 15): the two hottest
 * reads (the detail page's call and the viewer's) then read only the reader's own rows (session, holdings, ticket,
 * favourite or progress) instead of a title's 150 episodes on every call. Nothing of a reader, and nothing a
 * purchase decides on (it reads prices and episodes under its lock), is ever taken from here. Publication and launch
 * times are still judged per request at its own now; a change an operator writes shows within the TTL. Only rows
 * that exist are kept, so made-up ids cannot fill it, and each part is bounded.
 */
export class CatalogCache {
  readonly titles: Expiring<TitleEntry>;
  readonly extras: Expiring<TitleExtras>;
  /** An episode's images as the viewer's call answers them. */
  readonly images: Expiring<ViewerEpisode['images']>;
  private readonly titleIds: Expiring<number>;

  // The bounds are far above the titles a TTL's worth of reads touches; they only cap the memory a flood of
  // requests for distinct titles could take (a 150-episode entry is about 75 KB with its JSON).
  constructor(readonly ttlMs: number) {
    this.titles = new Expiring(ttlMs, 1_000);
    this.extras = new Expiring(ttlMs, 1_000);
    this.images = new Expiring(ttlMs, 2_000);
    this.titleIds = new Expiring(ttlMs, 200_000);
  }

  putTitle(entry: TitleEntry) {
    this.titles.set(entry.title.id, entry);
    for (const episode of entry.episodes) this.titleIds.set(episode.id, entry.title.id);
  }

  /** The entry of the title an episode belongs to, when both are known and fresh. */
  titleOfEpisode(episodeId: number): TitleEntry | undefined {
    const titleId = this.titleIds.get(episodeId);
    return titleId === undefined ? undefined : this.titles.get(titleId);
  }
}

const caches = new WeakMap<Database, CatalogCache>();

/** The cache of one database (one per process and database; a TTL of 0 keeps nothing). */
export function catalogCache(db: Database, ttlMs: number): CatalogCache {
  let cache = caches.get(db);
  if (!cache || cache.ttlMs !== ttlMs) {
    cache = new CatalogCache(ttlMs);
    caches.set(db, cache);
  }
  return cache;
}
