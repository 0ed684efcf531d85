import { Hono } from 'hono';
import { blockRequest } from '../../../src/domain/comment';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { idParam, ok, readJson } from '../../lib/http';
import { blockUser, listBlocks, refuseWritesWhenTransferOnly, unblockUser } from '../../services/community';
import { signedInAudience } from './comment-params';

/** Backend `/block-user`: the reader's block list; blocking and unblocking a writer (both idempotent). */
export function blockUserRoutes(deps: AppDeps) {
  const platform = deps.config.platform;
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { user } = await signedInAudience(c, deps);
      return ok(c, await listBlocks(deps.db, user.id));
    })
    .post('/', async (c) => {
      const { user } = await signedInAudience(c, deps);
      refuseWritesWhenTransferOnly(deps);
      const body = await readJson(c, blockRequest);
      return ok(c, await blockUser(deps.db, platform, user.id, body.userId, await deps.clock.now()));
    })
    .delete('/:userId', async (c) => {
      const userId = idParam(c, 'userId');
      const { user } = await signedInAudience(c, deps);
      await unblockUser(deps.db, user.id, userId);
      return ok(c, { userId, blocked: false });
    });
}
