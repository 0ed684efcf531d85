import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { idParam, ok, okJson, readQuery } from '../../lib/http';
import {
  catalogCache,
  contentDetailBytes,
  episodeTitle,
  listContents,
  pendingAudience,
  requestAudience,
  viewerEpisode,
} from '../../services/catalog';
import { listQuery } from '../catalog-params';

/** Backend `/contents*`: lists, detail and the viewer; the bearer is optional and only widens what is visible. */
export function contentsRoutes(deps: AppDeps) {
  const cache = catalogCache(deps.db, deps.config.catalogCacheMs);
  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        const query = readQuery(c, listQuery);
        const audience = await requestAudience(c, deps);
        return ok(c, await listContents(deps.db, audience, query, await deps.clock.now()));
      })
      .get('/viewer/:id/title', async (c) => {
        const id = idParam(c);
        const audience = await requestAudience(c, deps);
        return ok(c, await episodeTitle(deps.db, audience, id, await deps.clock.now()));
      })
      // The two hottest reads send the session lookup with their own reads, in one round trip (issue 15).
      .get('/viewer/:id', async (c) => {
        const id = idParam(c);
        const pending = await pendingAudience(c, deps);
        return ok(c, await viewerEpisode(deps.db, cache, pending, id, await deps.clock.now()));
      })
      .get('/:id', async (c) => {
        const id = idParam(c);
        const pending = await pendingAudience(c, deps);
        return okJson(c, await contentDetailBytes(deps.db, cache, pending, id, await deps.clock.now()));
      })
  );
}
