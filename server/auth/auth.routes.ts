import { Auth } from '@auth/core';
import { Hono } from 'hono';
import { isCleanText } from '../../src/domain/text';
import type { AppEnv } from '../lib/app-env';
import type { AppDeps } from '../lib/deps';
import { buildAuthConfig } from './auth-config';
import { checkCallbackUrls, checkProvider } from './auth-guard';

const LOG_LEVELS = new Set(['error', 'warn', 'info', 'debug']);

async function readLogEntry(request: Request): Promise<Record<string, unknown>> {
  try {
    if ((request.headers.get('content-type') ?? '').includes('application/json')) {
      const body: unknown = await request.json();
      return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    }
    return Object.fromEntries(new URLSearchParams(await request.text()));
  } catch {
    return {};
  }
}

/** `/api/auth/*`: Auth.js, plus the session client's `_log` beacon (not an Auth.js action). */
export function authJsRoutes(deps: AppDeps) {
  const config = buildAuthConfig(deps);
  const providerIds = new Set(config.providers.map((p) => (typeof p === 'function' ? p() : p).id));
  return new Hono<AppEnv>()
    .post('/_log', async (c) => {
      const entry = await readLogEntry(c.req.raw);
      const level = typeof entry.level === 'string' && LOG_LEVELS.has(entry.level) ? entry.level : 'info';
      // The code goes into the log line as it is: text with a line break or an escape could forge another line.
      const code = typeof entry.code === 'string' && isCleanText(entry.code) ? entry.code.slice(0, 100) : 'UNKNOWN';
      const details = JSON.stringify(entry.details ?? null).slice(0, 2000);
      if (!deps.config.testMode) console.log(`[client ${level}] ${code} ${details}`);
      return c.body(null, 204);
    })
    .all('*', async (c) => {
      const unknownProvider = checkProvider(c, providerIds);
      if (unknownProvider) return unknownProvider;
      const checked = await checkCallbackUrls(c);
      if (checked instanceof Response) return checked;
      const res = await Auth(checked, config);
      // Auth.js answers redirects with Response.redirect, whose headers are immutable; the app's middleware (security
      // headers) adds to every reply, so it gets a copy it may change.
      return new Response(res.body, {
        status: res.status,
        statusText: res.statusText,
        headers: new Headers(res.headers),
      });
    });
}
