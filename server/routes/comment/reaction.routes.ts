import { Hono } from 'hono';
import { COMMENT_EMOTICONS, reactionRequest } from '../../../src/domain/comment';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { idParam, ok, readJson } from '../../lib/http';
import { react, refuseWritesWhenTransferOnly } from '../../services/community';
import { signedInAudience } from './comment-params';

/** Backend `/reaction/{commentId}`: the reader's like or dislike, changed or taken back (null). */
export function reactionRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().put('/:commentId', async (c) => {
    const commentId = idParam(c, 'commentId');
    const actor = await signedInAudience(c, deps);
    refuseWritesWhenTransferOnly(deps);
    const { kind } = await readJson(c, reactionRequest);
    return ok(c, await react(deps.db, deps.config.platform, actor, commentId, kind, await deps.clock.now()));
  });
}

/** Backend `/emoticon`: the fixed set a comment may carry, drawn by the SPA. */
export function emoticonRoutes() {
  return new Hono<AppEnv>().get('/', (c) => ok(c, COMMENT_EMOTICONS));
}
