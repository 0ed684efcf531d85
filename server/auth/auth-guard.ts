import type { Context } from 'hono';
import { isCleanText } from '../../src/domain/text';
import { LOGIN_ERROR_ROUTE } from '../../src/domain/rules/login';
import type { AppEnv } from '../lib/app-env';
import { fail } from '../lib/http';

/** As long as the SPA's own check allows (src/domain/rules/callback-url.ts). */
const MAX_CALLBACK_URL = 2048;
/** The names Auth.js gives its callback-url cookie over http and https. */
export const CALLBACK_COOKIES = ['authjs.callback-url', '__Secure-authjs.callback-url'];
/** Actions a browser navigates to: a refusal there goes to the error page, as Auth.js sends its own errors. */
const PAGE_ACTIONS = /^\/api\/auth\/(signin|signout|error|verify-request|callback)(\/|$)/;

/**
 * A callbackUrl Auth.js can handle: a path on this site or an absolute http(s) URL, as its own check has it (anything
 * else makes @auth/core throw InvalidCallbackUrl from assertConfig, which it answers with a 500, or a TypeError in its
 * redirect callback), and text without control characters of at most 2048 characters. Where a valid URL leads is
 * decided later by the redirect callback, which never leaves the site.
 */
export function isValidCallbackUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (value.length > MAX_CALLBACK_URL || !isCleanText(value)) return false;
  if (value.startsWith('/')) return true;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Every value of each callback-url cookie (all of them: parsers differ on which duplicate wins), decoded as Auth.js does. */
function callbackCookies(header: string | undefined): { name: string; value: string }[] {
  const found: { name: string; value: string }[] = [];
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    const name = pair.slice(0, Math.max(at, 0)).trim();
    if (at < 0 || !CALLBACK_COOKIES.includes(name)) continue;
    const raw = pair.slice(at + 1).trim();
    let value = raw;
    try {
      value = raw.includes('%') ? decodeURIComponent(raw) : raw;
    } catch {
      // Auth.js keeps a value it cannot decode as it is; so does this check.
    }
    found.push({ name, value });
  }
  return found;
}

/** The callbackUrl fields of a body as Auth.js reads it (JSON or a form); `invalid` when the JSON does not parse. */
function bodyCallbackUrls(contentType: string, body: string): unknown[] | 'invalid' {
  if (contentType.includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(body);
      if (typeof parsed !== 'object' || parsed === null || !('callbackUrl' in parsed)) return [];
      return [parsed.callbackUrl];
    } catch {
      return 'invalid';
    }
  }
  if (contentType.includes('application/x-www-form-urlencoded')) return new URLSearchParams(body).getAll('callbackUrl');
  return [];
}

/**
 * The request for Auth.js, or the refusal of a malformed callbackUrl in the query, the body or the callback-url cookie:
 * 400 INVALID_PARAMETER for the session client's calls, the error page for actions a browser navigates to. A bad
 * cookie is cleared with the refusal, so that the browser's next call works again.
 */
export async function checkCallbackUrls(c: Context<AppEnv>): Promise<Request | Response> {
  const url = new URL(c.req.url);
  const cookies = callbackCookies(c.req.header('cookie'));
  let body: string | undefined;
  let refused = url.searchParams.getAll('callbackUrl').some((value) => value !== '' && !isValidCallbackUrl(value));
  if (c.req.method === 'POST') {
    body = await c.req.text();
    const values = bodyCallbackUrls(c.req.header('content-type') ?? '', body);
    refused ||= values === 'invalid' || values.some((value) => value !== '' && !isValidCallbackUrl(value));
  }
  const badCookies = cookies.filter((cookie) => cookie.value !== '' && !isValidCallbackUrl(cookie.value));
  if (!refused && badCookies.length === 0) {
    return body === undefined
      ? c.req.raw
      : new Request(c.req.raw.url, { method: 'POST', headers: c.req.raw.headers, body });
  }
  for (const { name } of badCookies) {
    const secure = name.startsWith('__Secure-') ? '; Secure' : '';
    c.header('Set-Cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`, { append: true });
  }
  return refuse(c, 'InvalidCallbackUrl', 'INVALID_PARAMETER');
}

/**
 * A refusal before Auth.js: the error page (with Auth.js's error name and the catalogue code) for a GET a browser
 * navigates to, the envelope for the session client's calls.
 */
function refuse(c: Context<AppEnv>, error: string, code: 'INVALID_PARAMETER' | 'NOT_EXIST'): Response {
  const url = new URL(c.req.url);
  if (c.req.method === 'GET' && PAGE_ACTIONS.test(url.pathname)) {
    return c.redirect(`${url.origin}${LOGIN_ERROR_ROUTE}?${new URLSearchParams({ error, code })}`, 302);
  }
  return fail(c, code === 'NOT_EXIST' ? 404 : 400, code);
}

const PROVIDER_ACTIONS = /^\/api\/auth\/(signin|callback)\/([^/]+)/;

/**
 * The refusal of a sign-in or callback for a provider this deployment does not have (Auth.js logs it as a server
 * error and answers with its Configuration error), or null. Only a crafted link gets there: the session client takes
 * its providers from /providers.
 */
export function checkProvider(c: Context<AppEnv>, providerIds: ReadonlySet<string>): Response | null {
  const provider = PROVIDER_ACTIONS.exec(new URL(c.req.url).pathname)?.[2];
  if (provider === undefined || providerIds.has(provider)) return null;
  return refuse(c, 'InvalidProvider', 'NOT_EXIST');
}
