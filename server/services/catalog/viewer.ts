import { eq } from 'drizzle-orm';
import { isReadable, type ViewerEpisode } from '../../../src/domain/catalog';
import { batchRead, execute, literal, prepared } from '../../db/batch';
import type { Database, Executor } from '../../db/client';
import { episodes } from '../../db/schema';
import { ApiFailure } from '../../lib/http';
import { copyrightRefs } from '../../media/catalogue-images';
import type { Audience, PendingAudience } from './audience';
import {
  episodeRow,
  heldFrom,
  heldStatement,
  publishedStatement,
  ticketFrom,
  ticketStatement,
  titleRow,
  titleStatement,
} from './batch-reads';
import { loadVisibleTitle, statesOf, visibleTitle } from './detail';

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
  const [episode] = await executor.select().from(episodes).where(eq(episodes.id, episodeId));
  if (!episode || episode.publishedAt > now) throw new ApiFailure('NOT_EXIST');
  const title = await loadVisibleTitle(executor, audience, episode.titleId, now);
  return { contentId: title.id };
}

const episodeStatement = prepared(
  'episode',
  ['int'],
  `select ${episodeRow.columns('e')} from episodes e where e.id = $1`,
);
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

/**
 * One episode to read: refused when its title is adult and the reader may not see it (ADULT_ONLY_CONTENTS), or
 * when the reader cannot read it yet (UNAUTHORIZED_CONTENTS: locked or waiting for a wait-until-free ticket). The
 * viewer's call is one of the two hottest reads (issue 15): everything it needs is read in ONE round trip
 * (server/db/batch.ts) with the bearer's session lookup, and the rules then run on what was read.
 */
export async function viewerEpisode(
  db: Database,
  pending: PendingAudience,
  episodeId: number,
  now: Date,
): Promise<ViewerEpisode> {
  const id = literal.int(episodeId);
  const at = literal.stamp(now);
  const user = pending.userId === null ? null : literal.int(pending.userId);
  const results = await batchRead(db, [
    ...pending.statements,
    execute(episodeStatement, id),
    execute(titleStatement.byEpisode, id),
    execute(publishedStatement.byEpisode, id, at),
    execute(imagesStatement, id),
    ...(user
      ? [
          execute(heldStatement.byEpisode, id, user, at),
          execute(ticketStatement.byEpisode, id, user),
          execute(progressStatement, user, id),
        ]
      : []),
  ]);
  const audience = pending.resolve(results);
  const [episodeRows, titleRows, listRows, imageRows, owned = [], tickets = [], progressRows = []] = results.slice(
    pending.statements.length,
  );
  const episode = episodeRows![0] && episodeRow.read(episodeRows![0]);
  if (!episode || episode.publishedAt > now) throw new ApiFailure('NOT_EXIST');
  const titleRecord = visibleTitle(titleRows![0] && titleRow.read(titleRows![0]), audience, now);
  const list = listRows!.map((r) => episodeRow.read(r));
  const ticketAt = titleRecord.waitFreeHours === null ? null : ticketFrom(tickets);
  const states = statesOf(titleRecord, list, list.at(-1)?.number ?? 0, now, heldFrom(owned), ticketAt);
  const state = states.get(episode.id);
  if (!state || !isReadable(state)) throw new ApiFailure('UNAUTHORIZED_CONTENTS');
  const images = imageRows as { path: string; width: number; height: number; placeholder: string | null }[];
  const progress = progressRows[0] as { scrollPercent: number; lastImage: number } | undefined;

  const index = list.findIndex((e) => e.id === episode.id);
  const prev = list[index - 1] ?? null;
  const next = list[index + 1] ?? null;
  return {
    contentId: titleRecord.id,
    contentName: titleRecord.name,
    isAdult: titleRecord.isAdult,
    episode: { id: episode.id, number: episode.number, name: episode.name, publishedAt: episode.publishedAt.getTime() },
    images: images.map((i) => ({
      url: `/images/${i.path}`,
      width: i.width,
      height: i.height,
      ...(i.placeholder === null ? {} : { placeholder: i.placeholder }),
    })),
    copyrightImages: copyrightRefs().map(({ url, width, height }) => ({ url, width, height })),
    prevEpisodeId: prev?.id ?? null,
    nextEpisodeId: next?.id ?? null,
    nextState: next ? (states.get(next.id) ?? null) : null,
    progress: progress ? { scrollPercent: progress.scrollPercent, lastImage: progress.lastImage } : null,
  };
}
