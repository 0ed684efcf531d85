import { Hono } from 'hono';
import { faqQuery } from '../../../src/domain/help';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ok, readQuery } from '../../lib/http';
import { listFaq } from '../../services/help';

/** Backend `/faq` (spec §7 group `faq`): the serving platform's FAQ, by category, with a search; guests may read it. */
export function faqRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) =>
    ok(c, await listFaq(deps.db, deps.config.platform, readQuery(c, faqQuery))),
  );
}
