import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure, idParam, ok, readJson } from '../../lib/http';
import { requireUser } from '../../lib/request-info';
import {
  addFavorite,
  type Audience,
  listFavorites,
  listOwnedTitles,
  listRecent,
  removeFavorite,
  requestAudience,
  saveProgress,
} from '../../services/catalog';
import { entityId } from '../../../src/domain/text';

const favoriteBody = z.object({ contentId: entityId });
const progressBody = z.object({
  episodeId: entityId,
  // Kept to hundredths: a real column cannot hold 1e-50, and no screen tells 0.001 % from 0.
  scrollPercent: z.pipe(
    z.number().check(z.gte(0), z.lte(100)),
    z.transform((percent) => Math.round(percent * 100) / 100),
  ),
  lastImage: z.number().check(z.int(), z.gte(0), z.lte(10_000)),
});

function signedIn(audience: Audience): number {
  if (!audience.user) throw new ApiFailure('NOT_FOUND_ACCESS_TOKEN');
  return audience.user.id;
}

/** Backend `/library*` (bearer): favourites, recently read with progress, and saving progress. */
export function libraryRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .get('/my', async (c) => {
      const audience = await requestAudience(c, deps);
      return ok(c, await listOwnedTitles(deps.db, audience, signedIn(audience), await deps.clock.now()));
    })
    .get('/favorite', async (c) => {
      const audience = await requestAudience(c, deps);
      return ok(c, await listFavorites(deps.db, audience, signedIn(audience), await deps.clock.now()));
    })
    .post('/favorite', async (c) => {
      const body = await readJson(c, favoriteBody);
      const audience = await requestAudience(c, deps);
      await addFavorite(deps.db, audience, body.contentId, await deps.clock.now());
      return ok(c, { contentId: body.contentId, isFavorite: true });
    })
    .delete('/favorite/:id', async (c) => {
      const id = idParam(c);
      const audience = await requestAudience(c, deps);
      await removeFavorite(deps.db, signedIn(audience), id);
      return ok(c, { contentId: id, isFavorite: false });
    })
    .get('/recent', async (c) => {
      const audience = await requestAudience(c, deps);
      return ok(c, await listRecent(deps.db, audience, signedIn(audience), await deps.clock.now()));
    })
    .put('/progress', async (c) => {
      const body = await readJson(c, progressBody);
      const audience = await requestAudience(c, deps);
      const now = await deps.clock.now();
      await saveProgress(deps.db, audience, body, now);
      return ok(c, { ...body, updatedAt: now.getTime() });
    });
}
