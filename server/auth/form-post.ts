import type { AuthConfig } from '@auth/core';
import type { Provider } from '@auth/core/providers';
import { CALLBACK_COOKIES } from './auth-guard';

/**
 * A provider that answers by form_post (Apple) has the browser POST its answer to our callback from the provider's
 * own site: a cross-site POST, which carries only SameSite=None cookies (Secure, as browsers require of those). Auth.js
 * makes its state and nonce cookies so for such a provider, but leaves the callback URL and the PKCE verifier Lax: the
 * callback would then not know where the reader was going (it answers the site's root, and the new reader never sees
 * the welcome and consent step), and a PKCE check would fail. These options, deep-merged into Auth.js's defaults (the
 * names, with their __Secure- prefixes, stay Auth.js's), send them back as well. Only on the requests of such a
 * provider: a Secure cookie is refused over plain http on any host but localhost, and the other providers come back by
 * a top-level GET, which carries Lax cookies.
 */
export const FORM_POST_COOKIES: AuthConfig['cookies'] = {
  callbackUrl: { options: { sameSite: 'none', secure: true } },
  pkceCodeVerifier: { options: { sameSite: 'none', secure: true } },
};

function responseMode(authorization: unknown): string | null {
  if (typeof authorization === 'string') return new URL(authorization).searchParams.get('response_mode');
  if (typeof authorization !== 'object' || authorization === null) return null;
  const { url, params } = authorization as { url?: unknown; params?: Record<string, unknown> };
  if (typeof params?.response_mode === 'string') return params.response_mode;
  if (typeof url === 'string' || url instanceof URL) return new URL(url).searchParams.get('response_mode');
  return null;
}

/** The ids of the providers that answer by form_post: the provider's own choice, unless its options override it. */
export function formPostProviderIds(providers: readonly Provider[]): Set<string> {
  const ids = new Set<string>();
  for (const entry of providers) {
    const provider = typeof entry === 'function' ? entry() : entry;
    if (provider.type !== 'oauth' && provider.type !== 'oidc') continue;
    const options = provider.options as { authorization?: unknown; id?: unknown } | undefined;
    const mode = responseMode(options?.authorization) ?? responseMode(provider.authorization);
    if (mode === 'form_post') ids.add(typeof options?.id === 'string' ? options.id : provider.id);
  }
  return ids;
}

const PROVIDER_ACTION = /^\/api\/auth\/(signin|callback)\/([^/]+)$/;

/** Which step of a form_post provider's sign-in this request is, if it is one. */
export function formPostStep(pathname: string, formPostIds: ReadonlySet<string>): 'signin' | 'callback' | null {
  const [, step, provider] = PROVIDER_ACTION.exec(pathname) ?? [];
  if (!provider || !formPostIds.has(provider)) return null;
  return step === 'signin' ? 'signin' : 'callback';
}

/**
 * The sign-in request without its callback-url cookie. Auth.js sets that cookie only when its value changes, so a Lax
 * one left by an earlier sign-in with the same return page would stay Lax and be missing at the cross-site callback;
 * without it Auth.js issues the cookie again, with FORM_POST_COOKIES' attributes. (The SPA always names the return
 * page in the sign-in's body, which Auth.js takes before the cookie.)
 */
export function withoutCallbackCookie(request: Request): Request {
  const header = request.headers.get('cookie');
  if (!header) return request;
  const kept = header
    .split(';')
    .filter((pair) => !CALLBACK_COOKIES.includes(pair.slice(0, Math.max(pair.indexOf('='), 0)).trim()));
  if (kept.length === header.split(';').length) return request;
  const headers = new Headers(request.headers);
  if (kept.length > 0) headers.set('cookie', kept.join(';'));
  else headers.delete('cookie');
  return new Request(request, { headers });
}

/**
 * The guest's marketing code, which a first sign-in keeps on the new account, is the SPA's cookie, Lax: the cross-site
 * callback of a form_post provider would not see it. The sign-in step hands it over in this cookie of its own, sent
 * back only to the callbacks and for as long as Auth.js's state cookie lives.
 */
export const CARRIED_MARKETING_CODE = 'authjs-carry.marketing-code';
const CARRY_PATH = '/api/auth/callback';

export function carryMarketingCode(code: string): string {
  return `${CARRIED_MARKETING_CODE}=${code}; Path=${CARRY_PATH}; Max-Age=900; HttpOnly; Secure; SameSite=None`;
}

export function dropCarriedMarketingCode(): string {
  return `${CARRIED_MARKETING_CODE}=; Path=${CARRY_PATH}; Max-Age=0; HttpOnly; Secure; SameSite=None`;
}
