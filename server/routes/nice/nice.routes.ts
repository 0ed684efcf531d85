import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ok } from '../../lib/http';
import { isKoreanRequest, requireUser } from '../../lib/request-info';
import { openKrIdentityRequest } from '../../services/accounts';
import { withKrReasons } from './refusals';
import { testKrProviderRoutes } from './test-provider';

/**
 * Backend `/nice/*` (spec §7 `GET /nice/encode`): the form that sends a Korean-IP reader to the identity provider,
 * and, while TEST_KR_IDENTITY is on (never in production), the test identity provider itself.
 */
export function niceRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>().get('/encode', requireUser(deps), async (c) => {
    // A SPA on another host (CORS_ORIGINS) is sent back there; the SPA served beside the API needs no origin.
    const origin = c.req.header('origin') ?? '';
    const returnOrigin = deps.config.corsOrigins.includes(origin) ? origin : '';
    const korean = isKoreanRequest(c, deps.config);
    return withKrReasons(c, async () =>
      ok(c, await openKrIdentityRequest(deps, c.var.userId, { korean, returnOrigin })),
    );
  });
  if (deps.config.testKrIdentity) app.route('/test-provider', testKrProviderRoutes(deps));
  return app;
}
