import { Hono } from 'hono';
import { newCommentRequest, reportRequest } from '../../../src/domain/comment';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { idParam, ok, readJson, readQuery } from '../../lib/http';
import { requestAudience } from '../../services/catalog';
import {
  commentableEpisode,
  countComments,
  deleteComment,
  listComments,
  listMyComments,
  postComment,
  refuseWritesWhenTransferOnly,
  report,
} from '../../services/community';
import { commentListQuery, countQuery, pageQuery, signedInAudience } from './comment-params';

/**
 * Backend `/comment` (spec §7): an episode's comments (guests read; a bearer adds the reader's reactions, reports and
 * blocks), their count, the reader's own list, writing, deleting and reporting.
 */
export function commentRoutes(deps: AppDeps) {
  const platform = deps.config.platform;
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const query = readQuery(c, commentListQuery);
      const audience = await requestAudience(c, deps);
      await commentableEpisode(deps.db, audience, query.episodeId, await deps.clock.now());
      const options = { platform, readerId: audience.user?.id ?? null, cursor: query.cursor, size: query.size };
      return ok(c, await listComments(deps.db, query.episodeId, query.sort, options));
    })
    .get('/count', async (c) => {
      const query = readQuery(c, countQuery);
      const audience = await requestAudience(c, deps);
      await commentableEpisode(deps.db, audience, query.episodeId, await deps.clock.now());
      return ok(c, { total: await countComments(deps.db, platform, query.episodeId, audience.user?.id ?? null) });
    })
    .get('/my', async (c) => {
      const query = readQuery(c, pageQuery);
      const { user } = await signedInAudience(c, deps);
      return ok(c, await listMyComments(deps.db, platform, user.id, query.cursor, query.size));
    })
    .post('/', async (c) => {
      const audience = await signedInAudience(c, deps);
      refuseWritesWhenTransferOnly(deps);
      const body = await readJson(c, newCommentRequest);
      const writer = { db: deps.db, platform, audience, now: await deps.clock.now() };
      return ok(c, await postComment(writer, body.episodeId, body));
    })
    .delete('/:id', async (c) => {
      const id = idParam(c);
      const { user } = await signedInAudience(c, deps);
      refuseWritesWhenTransferOnly(deps);
      return ok(c, await deleteComment(deps.db, platform, user, id, await deps.clock.now()));
    })
    .post('/:id/report', async (c) => {
      const id = idParam(c);
      const actor = await signedInAudience(c, deps);
      refuseWritesWhenTransferOnly(deps);
      const body = await readJson(c, reportRequest);
      const reason = body.reason?.trim() || null;
      return ok(c, await report(deps.db, platform, actor, id, reason, await deps.clock.now()));
    });
}
