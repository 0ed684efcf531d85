import { Hono } from 'hono';
import { newReplyRequest } from '../../../src/domain/comment';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure, ok, readJson, readQuery } from '../../lib/http';
import { requestAudience } from '../../services/catalog';
import {
  commentableEpisode,
  findComment,
  listReplies,
  postReply,
  refuseWritesWhenTransferOnly,
} from '../../services/community';
import { replyListQuery, signedInAudience } from './comment-params';

/** Backend `/reply`: a top-level comment's replies, oldest first, and writing one. */
export function replyRoutes(deps: AppDeps) {
  const platform = deps.config.platform;
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const query = readQuery(c, replyListQuery);
      const audience = await requestAudience(c, deps);
      const parent = await findComment(deps.db, platform, query.commentId);
      if (parent.parentId !== null) throw new ApiFailure('NOT_FOUND_COMMENT');
      await commentableEpisode(deps.db, audience, parent.episodeId, await deps.clock.now());
      const options = { platform, readerId: audience.user?.id ?? null, cursor: query.cursor, size: query.size };
      return ok(c, await listReplies(deps.db, parent.id, options));
    })
    .post('/', async (c) => {
      const audience = await signedInAudience(c, deps);
      refuseWritesWhenTransferOnly(deps);
      const body = await readJson(c, newReplyRequest);
      const writer = { db: deps.db, platform, audience, now: await deps.clock.now() };
      return ok(c, await postReply(writer, body.commentId, body));
    });
}
