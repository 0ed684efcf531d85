import { type EpisodeOwnership, isReadable, type ViewerEpisode } from '../../../src/domain/catalog';
import { batchRead, execute, literal, prepared } from '../../db/batch';
import type { Database, Executor } from '../../db/client';
import type { EpisodeRow } from '../../db/schema';
import { ApiFailure } from '../../lib/http';
import { copyrightRefs } from '../../media/catalogue-images';
import type { Audience, PendingAudience } from './audience';
import {
  batchParts,
  episodesStatement,
  heldFrom,
  heldOfStatement,
  heldStatement,
  publishedAt,
  ticketFrom,
  ticketStatement,
  titleEntryOf,
  titleStatement,
} from './batch-reads';
import type { CatalogCache, TitleEntry } from './catalog-cache';
import { statesOf, visibleTitle } from './detail';
import { ownershipOf } from './ownership';
import { readerEpisodes } from './unpublished';
import { loadVisibleEpisode } from './visible-episode';

/**
 * The title of a published episode the reader may see (NOT_EXIST, ADULT_ONLY_CONTENTS as for reading it): where a
 * locked episode's link leads, to the title's unlock choices (issue 14).
 */
export async function episodeTitle(
  executor: Executor,
  audience: Audience,
  episodeId: number,
  now: Date,
): Promise<{ contentId: number }> {
  const { title } = await loadVisibleEpisode(executor, audience, episodeId, now);
  return { contentId: title.id };
}

/** The copyright pages every episode ends with. */
const COPYRIGHT_IMAGES = copyrightRefs().map(({ url, width, height }) => ({ url, width, height }));

const imagesStatement = prepared(
  'episode_images',
  ['int'],
  'select path, width, height, placeholder from episode_images where episode_id = $1 order by position',
);
const progressStatement = prepared(
  'reading_progress',
  ['int', 'int'],
  'select scroll_percent as "scrollPercent", last_image as "lastImage" from reading_progress where user_id = $1 and episode_id = $2',
);

/** The episode in a title's list with its neighbours and the latest number; none when it is not in the list. */
function placeIn({ list, latestNumber }: { list: EpisodeRow[]; latestNumber: number }, episodeId: number) {
  const index = list.findIndex((e) => e.id === episodeId);
  if (index < 0) return null;
  return { episode: list[index]!, prev: list[index - 1] ?? null, next: list[index + 1] ?? null, latestNumber };
}

/** A published episode of the title at `now` offered to everyone, with its neighbours; none when it is not one. */
const placeOf = (entry: TitleEntry, episodeId: number, now: Date) => placeIn(publishedAt(entry, now), episodeId);

/**
 * An episode the operator withdrew (or of a withdrawn title), for a reader who holds it right now: its place among
 * the episodes this reader sees, with everything they hold of the title; none when they do not hold it.
 */
async function heldPlace(
  db: Database,
  entry: TitleEntry,
  userId: number | null,
  episodeId: number,
  now: Date,
  heldHere: ReadonlyMap<number, EpisodeOwnership>,
) {
  if (userId === null || !heldHere.has(episodeId)) return null;
  const held = await ownershipOf(
    db,
    userId,
    entry.episodes.map((e) => e.id),
    now,
  );
  const place = placeIn(readerEpisodes(entry.title, entry.episodes, now, new Set(held.keys())), episodeId);
  return place && { place, held };
}

/**
 * One episode to read: refused when its title is adult and the reader may not see it (ADULT_ONLY_CONTENTS), or
 * when the reader cannot read it yet (UNAUTHORIZED_CONTENTS: locked or waiting for a wait-until-free ticket). The
 * viewer's call is one of the two hottest reads (issue 15): everything it needs is read in ONE round trip
 * (server/db/batch.ts) with the bearer's session lookup, the title, its episodes and the episode's images from the
 * catalogue cache while it is fresh (catalog-cache.ts); the rules then run on what was read.
 */
export async function viewerEpisode(
  db: Database,
  cache: CatalogCache,
  pending: PendingAudience,
  episodeId: number,
  now: Date,
): Promise<ViewerEpisode> {
  const id = literal.int(episodeId);
  const at = literal.stamp(now);
  const user = pending.userId === null ? null : literal.int(pending.userId);
  const known = cache.titleOfEpisode(episodeId);
  const knownImages = cache.images.get(episodeId);
  const titleReads = known ? [] : [execute(titleStatement.byEpisode, id), execute(episodesStatement.byEpisode, id)];
  const imageReads = knownImages ? [] : [execute(imagesStatement, id)];
  // With the title known, the reader's reads name it, and their holdings are read of the two episodes shown only
  // (a heavy reader holds a hundred of a long title); otherwise the reads find the title from the episode.
  const place = known && placeOf(known, episodeId, now);
  const shownIds = place ? [place.episode.id, ...(place.next ? [place.next.id] : [])] : [episodeId];
  const readerReads = user
    ? [
        known
          ? execute(heldOfStatement, literal.intArray(shownIds), user, at)
          : execute(heldStatement.byEpisode, id, user, at),
        known
          ? execute(ticketStatement.byTitle, literal.int(known.title.id), user)
          : execute(ticketStatement.byEpisode, id, user),
        execute(progressStatement, user, id),
      ]
    : [];
  const results = await batchRead(db, [...pending.statements, ...titleReads, ...imageReads, ...readerReads]);
  const audience = pending.resolve(results);
  const read = batchParts(results.slice(pending.statements.length));
  const entry = known ?? titleEntryOf(cache, read(titleReads.length));
  const [imageRows] = read(imageReads.length);
  const [owned = [], tickets = [], progressRows = []] = read(readerReads.length);
  if (!entry) throw new ApiFailure('NOT_EXIST');
  let found = known ? place : placeOf(entry, episodeId, now);
  let held = heldFrom(owned);
  const withdrawn = found ? null : await heldPlace(db, entry, pending.userId, episodeId, now, held);
  if (withdrawn) ({ place: found, held } = withdrawn);
  if (!found) throw new ApiFailure('NOT_EXIST');
  const { episode, prev, next, latestNumber } = found;
  const titleRecord = visibleTitle(entry.title, audience, now, withdrawn !== null);
  const ticketAt = titleRecord.waitFreeHours === null ? null : ticketFrom(tickets);
  // Only the episode and the next one show a state here; the latest number is the whole list's.
  const shown = next ? [episode, next] : [episode];
  const states = statesOf(titleRecord, shown, latestNumber, now, held, ticketAt);
  const state = states.get(episode.id);
  if (!state || !isReadable(state)) throw new ApiFailure('UNAUTHORIZED_CONTENTS');
  let images = knownImages;
  if (!images) {
    images = (imageRows as { path: string; width: number; height: number; placeholder: string | null }[]).map((i) => ({
      url: `/images/${i.path}`,
      width: i.width,
      height: i.height,
      ...(i.placeholder === null ? {} : { placeholder: i.placeholder }),
    }));
    cache.images.set(episodeId, images);
  }
  const progress = progressRows[0] as { scrollPercent: number; lastImage: number } | undefined;

  return {
    contentId: titleRecord.id,
    contentName: titleRecord.name,
    isAdult: titleRecord.isAdult,
    episode: { id: episode.id, number: episode.number, name: episode.name, publishedAt: episode.publishedAt.getTime() },
    images,
    copyrightImages: COPYRIGHT_IMAGES,
    prevEpisodeId: prev?.id ?? null,
    nextEpisodeId: next?.id ?? null,
    nextState: next ? (states.get(next.id) ?? null) : null,
    progress: progress ? { scrollPercent: progress.scrollPercent, lastImage: progress.lastImage } : null,
  };
}
