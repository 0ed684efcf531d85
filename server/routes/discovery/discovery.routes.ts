import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ok, readJson, readQuery } from '../../lib/http';
import {
  countView,
  listBanners,
  listSections,
  readerKey,
  recommend,
  requestAudience,
  searchContents,
  topTags,
} from '../../services/catalog';
import { entityId, text } from '../../../src/domain/text';
import { contentIdQuery, cursor, pageSize } from '../catalog-params';

// Checked before trimming too, so that a megabyte of spaces is refused without being copied.
const searchTerm = z.pipe(
  z.pipe(
    text({ max: 400 }),
    z.transform((q) => q.trim()),
  ),
  text({ min: 1, max: 100 }),
);
const searchQuery = z.object({ q: searchTerm, cursor, size: pageSize });
const recommendQuery = z.object({ contentId: z.optional(contentIdQuery) });
const viewBody = z.object({ episodeId: entityId });

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
