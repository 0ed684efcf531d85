import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ok, readJson, readQuery } from '../../lib/http';
import { requestAudience } from '../../services/catalog/audience';
import { listBanners, listSections, recommend, searchContents, topTags } from '../../services/catalog/discovery';
import { countView, readerKey } from '../../services/catalog/views';
import { contentId, cursor, pageSize } from '../catalog-params';

const trimmed = z.pipe(
  z.string(),
  z.transform((q) => q.trim()),
);
const searchQuery = z.object({
  q: z.pipe(trimmed, z.string().check(z.minLength(1), z.maxLength(100))),
  cursor,
  size: pageSize,
});
const recommendQuery = z.object({ contentId: z.optional(contentId) });
const viewBody = z.object({ episodeId: contentId });

/** Backend banners, main-page sections, tag top 10, recommendations, search and view counts. */
export function discoveryRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/banners', async (c) => ok(c, await listBanners(deps.db)))
    .get('/sections', async (c) => {
      const audience = await requestAudience(c, deps);
      return ok(c, await listSections(deps.db, audience, await deps.clock.now()));
    })
    .get('/tag/top10', async (c) => {
      const audience = await requestAudience(c, deps);
      return ok(c, await topTags(deps.db, audience, await deps.clock.now()));
    })
    .get('/recommend', async (c) => {
      const query = readQuery(c, recommendQuery);
      const audience = await requestAudience(c, deps);
      return ok(c, await recommend(deps.db, audience, query.contentId, await deps.clock.now()));
    })
    .get('/search', async (c) => {
      const query = readQuery(c, searchQuery);
      const audience = await requestAudience(c, deps);
      return ok(c, await searchContents(deps.db, audience, query, await deps.clock.now()));
    })
    .post('/viewcount', async (c) => {
      const body = await readJson(c, viewBody);
      const audience = await requestAudience(c, deps);
      const reader = readerKey(audience, c.req.header('x-client-id'));
      return ok(c, await countView(deps.db, audience, { episodeId: body.episodeId, reader }, await deps.clock.now()));
    });
}
