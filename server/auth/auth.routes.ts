import { Auth } from '@auth/core';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { COOKIES } from '../../src/domain/constants';
import { isMarketingCode } from '../../src/domain/marketing';
import { isCleanText } from '../../src/domain/text';
import type { AppEnv } from '../lib/app-env';
import type { AppDeps } from '../lib/deps';
import { logger } from '../lib/log';
import { clientIp } from '../lib/request-info';
import { keepSessionLog } from '../routes/log/log.routes';
import { buildAuthConfig } from './auth-config';
import { checkCallbackUrls, checkProvider } from './auth-guard';
import {
  CARRIED_MARKETING_CODE,
  carryMarketingCode,
  dropCarriedMarketingCode,
  formPostProviderIds,
  formPostStep,
  withoutCallbackCookie,
} from './form-post';
import { type SocialOutcome, socialRedirect } from './social-outcome';

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

const FORWARDED_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$/;

/**
 * The request as Auth.js must see it. Auth.js builds every URL it answers (redirects, the callbackUrl check, whether
 * cookies are Secure) from the request's own URL, which Node gives as what this process received. Behind a trusted
 * proxy (TRUST_PROXY) the public protocol and host come from X-Forwarded-Proto and X-Forwarded-Host (first hop);
 * otherwise those headers are anyone's to send and change nothing.
 */
async function publicRequest(request: Request, trustProxy: boolean): Promise<Request> {
  if (!trustProxy) return request;
  const headers = request.headers;
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const url = new URL(request.url);
  if (proto === 'https' || proto === 'http') url.protocol = `${proto}:`;
  if (host && FORWARDED_HOST.test(host)) url.host = host;
  if (url.href === request.url) return request;
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  return new Request(url, { method: request.method, headers: request.headers, body });
}

/** `/api/auth/*`: Auth.js, plus the session client's `_log` beacon (not an Auth.js action). */
export function authJsRoutes(deps: AppDeps) {
  // The config is built per request only to carry the caller's address; its providers are the same every time.
  const providers = buildAuthConfig(deps, { ip: '' }).providers;
  const providerIds = new Set(providers.map((p) => (typeof p === 'function' ? p() : p).id));
  const formPostIds = formPostProviderIds(providers);
  return new Hono<AppEnv>()
    .post('/_log', async (c) => {
      const entry = await readLogEntry(c.req.raw);
      const level = typeof entry.level === 'string' && LOG_LEVELS.has(entry.level) ? entry.level : 'info';
      // The code goes into the log line as it is: text with a line break or an escape could forge another line.
      const code = typeof entry.code === 'string' && isCleanText(entry.code) ? entry.code.slice(0, 100) : 'UNKNOWN';
      const details = JSON.stringify(entry.details ?? null).slice(0, 2000);
      // The details stay out of the log (they are the client's text: anything may be in them); the table keeps them.
      if (!deps.config.testMode) logger().info({ client: { level, code } }, 'Client log');
      // Kept with the SPA's other client errors (issue 13), under the same per-IP limit; over it, only the line above.
      await keepSessionLog(deps, c, { level, code, details });
      return c.body(null, 204);
    })
    .all('*', async (c) => {
      const unknownProvider = checkProvider(c, providerIds);
      if (unknownProvider) return unknownProvider;
      const checked = await checkCallbackUrls(c);
      if (checked instanceof Response) return checked;
      const { trustProxy } = deps.config;
      const step = formPostStep(new URL(checked.url).pathname, formPostIds);
      const request = await publicRequest(step === 'signin' ? withoutCallbackCookie(checked) : checked, trustProxy);
      const outcome: SocialOutcome = {};
      const carried = step === 'callback' ? getCookie(c, CARRIED_MARKETING_CODE) : undefined;
      const code = getCookie(c, COOKIES.marketingCode.name) ?? carried;
      const client = { ip: clientIp(c, trustProxy), marketingCode: isMarketingCode(code) ? code : null };
      const res = await Auth(request, buildAuthConfig(deps, client, outcome, step !== null));
      // Auth.js answers redirects with Response.redirect, whose headers are immutable; the app's middleware (security
      // headers) adds to every reply, so it gets a copy it may change.
      const headers = new Headers(res.headers);
      if (step === 'signin' && client.marketingCode)
        headers.append('set-cookie', carryMarketingCode(client.marketingCode));
      if (carried !== undefined) headers.append('set-cookie', dropCarriedMarketingCode());
      const redirect = socialRedirect(request, headers.get('location'), outcome);
      if (redirect) headers.set('location', redirect);
      return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
    });
}
