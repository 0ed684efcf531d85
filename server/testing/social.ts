import type { Browser } from './browser';

export interface TestIdentity {
  sub: string;
  email?: string;
  name?: string;
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded', 'x-auth-return-redirect': '1' };
export const DEFAULT_SOCIAL_CALLBACK = '/callback/login-success?callback=%2Fmy';

/** What a browser keeps of a cookie that decides whether it goes with a cross-site request. */
interface CookieRule {
  sameSite: 'strict' | 'lax' | 'none';
  secure: boolean;
}

/** The rules of the cookies set by these Set-Cookie lines; no SameSite attribute is Lax, as browsers take it. */
function rulesOf(lines: readonly string[], into: Map<string, CookieRule>): void {
  for (const line of lines) {
    const name = line.slice(0, Math.max(line.indexOf('='), 0));
    const sameSite = /;\s*samesite=(strict|lax|none)/i.exec(line)?.[1]?.toLowerCase() as CookieRule['sameSite'];
    into.set(name, { sameSite: sameSite ?? 'lax', secure: /;\s*secure(;|$)/i.test(line) });
  }
}

export interface StartedSignIn {
  /** The provider's authorize URL Auth.js sent the reader to. */
  authorize: URL;
  /** The Set-Cookie lines of the sign-in step (Auth.js's state, nonce, PKCE and callback-url cookies). */
  setCookies: string[];
  rules: Map<string, CookieRule>;
}

/** Auth.js's sign-in action as the SPA calls it (csrf, then the form with the return page). */
export async function startSocialSignIn(
  browser: Browser,
  provider: string,
  callbackUrl = DEFAULT_SOCIAL_CALLBACK,
): Promise<StartedSignIn> {
  const rules = new Map<string, CookieRule>();
  const form = new URLSearchParams({ csrfToken: await browser.csrf(), callbackUrl });
  rulesOf(browser.lastSetCookies, rules);
  const started = await browser.request(`/api/auth/signin/${provider}`, {
    method: 'POST',
    headers: FORM,
    body: form.toString(),
  });
  const setCookies = browser.lastSetCookies;
  rulesOf(setCookies, rules);
  const { url } = (await started.json()) as { url: string };
  return { authorize: new URL(url), setCookies, rules };
}

/**
 * One whole social sign-in as a browser makes it, against the local test identity provider: Auth.js's sign-in
 * action (csrf, state and PKCE cookies), the provider's authorize step (the identity chosen, or `deny`), then
 * Auth.js's callback, which talks to the provider's token and userinfo endpoints. The provider is on another site,
 * as a real one always is: the callback carries only the cookies a browser sends cross-site. Gives where the reader
 * lands.
 */
export async function socialSignIn(
  browser: Browser,
  provider: string,
  identity: TestIdentity | 'deny',
  callbackUrl = DEFAULT_SOCIAL_CALLBACK,
): Promise<URL> {
  const { authorize, rules } = await startSocialSignIn(browser, provider, callbackUrl);
  if (identity === 'deny') authorize.searchParams.set('idp_choice', 'deny');
  else {
    authorize.searchParams.set('idp_choice', 'allow');
    authorize.searchParams.set('idp_sub', identity.sub);
    if (identity.email) authorize.searchParams.set('idp_email', identity.email);
    if (identity.name) authorize.searchParams.set('idp_name', identity.name);
  }
  const granted = await fetch(authorize, { redirect: 'manual' });
  const landed = await returnTo(browser, granted, rules);
  return new URL(landed.headers.get('location') ?? '', 'http://localhost');
}

/**
 * The provider's answer carried back to Auth.js: a redirect (a top-level GET, which carries Lax cookies), or Apple's
 * form_post (a cross-site POST, which carries only SameSite=None cookies, and those only when Secure).
 */
async function returnTo(browser: Browser, granted: Response, rules: Map<string, CookieRule>): Promise<Response> {
  const location = granted.headers.get('location');
  if (location) {
    const back = new URL(location);
    return crossSite(browser, 'GET', rules, () => browser.request(`${back.pathname}${back.search}`));
  }
  const page = await granted.text();
  const action = new URL(/action="([^"]+)"/.exec(page)?.[1] ?? '');
  const fields = [...page.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map(([, k = '', v = '']) => [k, unescape(v)]);
  return crossSite(browser, 'POST', rules, () =>
    browser.request(action.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

/** Sends a request with only the cookies a browser sends on a cross-site navigation; the rest stay in the jar. */
async function crossSite(
  browser: Browser,
  method: 'GET' | 'POST',
  rules: Map<string, CookieRule>,
  send: () => Promise<Response>,
): Promise<Response> {
  const held = new Map<string, string>();
  for (const [name, value] of browser.cookies) {
    const rule = rules.get(name) ?? { sameSite: 'lax', secure: false };
    const sent = method === 'GET' ? rule.sameSite !== 'strict' : rule.sameSite === 'none' && rule.secure;
    if (!sent) held.set(name, value);
  }
  for (const name of held.keys()) browser.cookies.delete(name);
  const res = await send();
  const answered = new Set(browser.lastSetCookies.map((line) => line.slice(0, Math.max(line.indexOf('='), 0))));
  for (const [name, value] of held) if (!answered.has(name)) browser.cookies.set(name, value);
  return res;
}

function unescape(html: string): string {
  return html.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? '',
  );
}
