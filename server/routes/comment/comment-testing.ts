import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { CommentPage, CommentWire } from '../../../src/domain/comment';
import type { App } from '../../app';
import { comments, episodes, titles } from '../../db/schema';
import { callJson, dataOf, readerOn, type ReaderColumns, type TestContext } from '../../testing';

/** The first published episode of the first launched title that is (or is not) adult, and not BL. */
export async function episodeOf(ctx: TestContext, adult: boolean): Promise<{ id: number; titleId: number }> {
  const now = await ctx.clock.now();
  const [row] = await ctx.db
    .select({ id: episodes.id, titleId: episodes.titleId })
    .from(episodes)
    .innerJoin(titles, eq(titles.id, episodes.titleId))
    .where(
      and(
        eq(titles.isAdult, adult),
        eq(titles.isBl, false),
        isNotNull(titles.launchedAt),
        lte(titles.launchedAt, now),
        lte(episodes.publishedAt, now),
      ),
    )
    .orderBy(asc(titles.id), asc(episodes.number))
    .limit(1);
  if (!row) throw new Error(`The seed has no ${adult ? 'adult' : 'general'} episode.`);
  return row;
}

export const ADULT: ReaderColumns = { isAdult: true, isAdultToggle: true, birthedAt: '1990-01-01' };

/** A reader of the test deployment's platform, made in the database with a session (no password hashing). */
export async function commenter(ctx: TestContext, nickname: string, columns: ReaderColumns = {}) {
  const reader = await readerOn(ctx, ctx.config.platform, { nickname, ...columns });
  return { ...reader, token: reader.accessToken };
}

export type Commenter = Awaited<ReturnType<typeof commenter>>;

/** One API call as a reader (or a guest without a token). */
export function call<T>(app: App, method: string, path: string, reader?: { token: string } | null, body?: unknown) {
  return callJson<T>(app, method, `/api/backend${path}`, { token: reader?.token, body });
}

/** Posts a comment and answers it, failing the test with the reply when it is refused. */
export async function posted(
  app: App,
  reader: Commenter,
  episodeId: number,
  body = 'A fine episode',
): Promise<CommentWire> {
  return dataOf(await call<CommentWire>(app, 'POST', '/comment', reader, { episodeId, body }));
}

export async function page(app: App, query: string, reader?: Commenter | null): Promise<CommentPage> {
  return dataOf(await call<CommentPage>(app, 'GET', `/comment?${query}`, reader));
}

/** Comments written straight into the database (past the posting limit), as `count` top-level comments of one writer. */
export async function insertComments(
  ctx: TestContext,
  episode: { id: number; titleId: number },
  userId: number,
  count: number,
  likes: (index: number) => number = () => 0,
): Promise<number[]> {
  const now = await ctx.clock.now();
  const rows = await ctx.db
    .insert(comments)
    .values(
      Array.from({ length: count }, (_, index) => ({
        platform: ctx.config.platform,
        episodeId: episode.id,
        titleId: episode.titleId,
        userId,
        body: `Comment ${index}`,
        likeCount: likes(index),
        createdAt: now,
      })),
    )
    .returning({ id: comments.id });
  return rows.map((row) => row.id);
}
