import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import {
  KR_IDENTITY_ERROR_PARAM,
  KR_IDENTITY_RESULT_PARAM,
  KR_IDENTITY_RETURN_PATH,
} from '../../../src/domain/kr-identity';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure } from '../../lib/http';
import {
  isCalendarDate,
  KR_RESULT_TTL_SECONDS,
  type KrRequestClaims,
  readKrRequest,
  signKrResult,
  TEST_KR_PROVIDER_PATH,
} from '../../services/accounts';

/** One form field of a urlencoded or multipart post, as text; anything else (files, repeats, junk) is missing. */
async function formField(c: Context<AppEnv>, name: string): Promise<string | null> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new ApiFailure('INVALID_PARAMETER');
  }
  const value = body[name];
  return typeof value === 'string' && value.length <= 2048 ? value : null;
}

/** The request the SPA's form carried: ours, unaltered and within its lifetime, else INVALID_PARAMETER or TIMEOUT. */
async function requestOf(c: Context<AppEnv>, deps: AppDeps): Promise<{ claims: KrRequestClaims; encoded: string }> {
  const encoded = await formField(c, 'EncodeData');
  const claims = encoded ? await readKrRequest(deps.config.authSecret, encoded) : null;
  if (!encoded || !claims) throw new ApiFailure('INVALID_PARAMETER');
  if (claims.exp * 1000 <= (await deps.clock.now()).getTime()) throw new ApiFailure('TIMEOUT');
  return { claims, encoded };
}

/** The page's own CSP: no script at all, its inline style, and forms only to itself (and the SPA it returns to). */
function pageCsp(returnOrigin: string): string {
  const formAction = ["'self'", returnOrigin].filter(Boolean).join(' ');
  return `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`;
}

/**
 * The TEST Korean identity provider (`/api/backend/nice/test-provider`): stands where a real mobile-carrier identity
 * service receives the SPA's form post. Its page says plainly that it is a test provider and checks nothing: the
 * tester types the birth date to return. It answers as a provider would, by sending the browser back to the SPA's
 * return route with a signed result valid KR_RESULT_TTL_SECONDS (the API takes it once). Mounted only while
 * TEST_KR_IDENTITY is on, never in production.
 */
export function testKrProviderRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const { claims, encoded } = await requestOf(c, deps);
      c.header('Content-Security-Policy', pageCsp(claims.returnOrigin));
      return c.html(
        html`<!doctype html>
          <html lang="en">
            <head>
              <meta charset="utf-8" />
              <meta name="viewport" content="width=device-width, initial-scale=1" />
              <title>TEST identity provider</title>
              <style>
                body {
                  font-family: system-ui, sans-serif;
                  max-width: 28rem;
                  margin: 2rem auto;
                  padding: 0 1rem;
                }
                [role='note'] {
                  background: #fff3cd;
                  border: 2px solid #b58100;
                  padding: 0.75rem;
                }
                label,
                button {
                  display: block;
                  margin-top: 1rem;
                }
              </style>
            </head>
            <body>
              <main>
                <h1>TEST identity provider</h1>
                <p role="note">
                  This is the test Korean identity provider of the reference API. It verifies nothing: the birth date
                  you confirm is returned as verified. It is switched off in production (TEST_KR_IDENTITY).
                </p>
                <form method="post" action="${TEST_KR_PROVIDER_PATH}/confirm">
                  <input type="hidden" name="EncodeData" value="${encoded}" />
                  <label>Birth date <input type="date" name="birthDate" /></label>
                  <button type="submit" name="decision" value="confirm">Confirm identity</button>
                  <button type="submit" name="decision" value="cancel">Cancel</button>
                </form>
              </main>
            </body>
          </html>`,
      );
    })
    .post('/confirm', async (c) => {
      const { claims } = await requestOf(c, deps);
      const back = `${claims.returnOrigin}${KR_IDENTITY_RETURN_PATH}`;
      if ((await formField(c, 'decision')) !== 'confirm')
        return c.redirect(`${back}#${KR_IDENTITY_ERROR_PARAM}=CANCELLED`, 303);
      const birthDate = await formField(c, 'birthDate');
      if (!birthDate || !isCalendarDate(birthDate)) throw new ApiFailure('INVALID_PARAMETER');
      const now = await deps.clock.now();
      const result = await signKrResult(deps.config.authSecret, {
        requestId: claims.requestId,
        userId: claims.userId,
        birthDate,
        exp: Math.floor(now.getTime() / 1000) + KR_RESULT_TTL_SECONDS,
      });
      return c.redirect(`${back}#${KR_IDENTITY_RESULT_PARAM}=${encodeURIComponent(result)}`, 303);
    });
}
