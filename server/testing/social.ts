import type { Browser } from './browser';

export interface TestIdentity {
  sub: string;
  email?: string;
  name?: string;
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded', 'x-auth-return-redirect': '1' };

/**
 * One whole social sign-in as a browser makes it, against the local test identity provider: Auth.js's sign-in
 * action (csrf, state and PKCE cookies), the provider's authorize step (the identity chosen, or `deny`), then
 * Auth.js's callback, which talks to the provider's token and userinfo endpoints. Gives where the reader lands.
 */
export async function socialSignIn(
  browser: Browser,
  provider: string,
  identity: TestIdentity | 'deny',
  callbackUrl = '/callback/login-success?callback=%2Fmy',
): Promise<URL> {
  const form = new URLSearchParams({ csrfToken: await browser.csrf(), callbackUrl });
  const started = await browser.request(`/api/auth/signin/${provider}`, {
    method: 'POST',
    headers: FORM,
    body: form.toString(),
  });
  const { url } = (await started.json()) as { url: string };
  const authorize = new URL(url);
  if (identity === 'deny') authorize.searchParams.set('idp_choice', 'deny');
  else {
    authorize.searchParams.set('idp_choice', 'allow');
    authorize.searchParams.set('idp_sub', identity.sub);
    if (identity.email) authorize.searchParams.set('idp_email', identity.email);
    if (identity.name) authorize.searchParams.set('idp_name', identity.name);
  }
  const granted = await fetch(authorize, { redirect: 'manual' });
  const landed = await returnTo(browser, granted);
  return new URL(landed.headers.get('location') ?? '', 'http://localhost');
}

/** The provider's answer carried back to Auth.js: a redirect, or (Apple's form_post) the page's form posted. */
async function returnTo(browser: Browser, granted: Response): Promise<Response> {
  const location = granted.headers.get('location');
  if (location) {
    const back = new URL(location);
    return browser.request(`${back.pathname}${back.search}`);
  }
  const page = await granted.text();
  const action = new URL(/action="([^"]+)"/.exec(page)?.[1] ?? '');
  const fields = [...page.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map(([, k = '', v = '']) => [k, unescape(v)]);
  return browser.request(action.pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

function unescape(html: string): string {
  return html.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? '',
  );
}
