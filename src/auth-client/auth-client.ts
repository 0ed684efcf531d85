import type { AuthClientErrorName } from '@/domain/errors';
import { sessionRuntime } from '@/lib/session-runtime';
import { readAuthSession, type AuthSession } from './auth-session';
import { createAuthStatusStore } from './auth-status-store';
import {
  configureTransport,
  currentHref,
  endpoint,
  errorOf,
  getJson,
  log,
  messageOf,
  resetTransport,
  send,
  urlOf,
  type AuthTransportSettings,
} from './auth-transport';

export type { AuthSession } from './auth-session';
export type { AuthStatusSnapshot, SyncOptions } from './auth-status-store';
export type { LogLevel } from './auth-transport';

export interface AuthProvider {
  id: string;
  name: string;
  type: string;
  signinUrl: string;
  callbackUrl: string;
}

export interface SignInOptions {
  callbackUrl?: string;
  /** Leave for the returned URL (default). Credentials and e-mail sign-ins may stay and get the result instead. */
  redirect?: boolean;
}

/** `error` is the catalogue code the API put in the returned URL's `code`, else its `error` parameter. */
export interface SignInResponse {
  error: string | null;
  status: number;
  ok: boolean;
  url: string | null;
}

/** GET /session. A failed fetch is logged and yields null; so do `{}`, a 500 and an expired session (fail closed). */
async function getSession(): Promise<AuthSession | null> {
  let data: unknown;
  try {
    data = await getJson('/session');
  } catch {
    return null;
  }
  const session = readAuthSession(data, sessionRuntime.now());
  if (session === 'invalid') {
    void log('error', 'CLIENT_SESSION_ERROR', { message: 'The session reply lacks its user or tokens.' });
    return null;
  }
  return session;
}

async function getCsrfToken(): Promise<string | null> {
  try {
    const token = ((await getJson('/csrf')) as { csrfToken?: unknown } | null)?.csrfToken;
    return typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}

async function getProviders(): Promise<Record<string, AuthProvider> | null> {
  try {
    const data = await getJson('/providers');
    return data && typeof data === 'object' ? (data as Record<string, AuthProvider>) : null;
  } catch {
    return null;
  }
}

/** Auth.js answers `{ url }` as JSON instead of a redirect when asked with X-Auth-Return-Redirect. */
async function postForm(path: string, fields: Record<string, string>): Promise<Response> {
  const csrfToken = (await getCsrfToken()) ?? '';
  return send(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Auth-Return-Redirect': '1' },
    body: new URLSearchParams({ ...fields, csrfToken, json: 'true' }),
  });
}

// Auth.js' name for a failure it did not explain.
const UNKNOWN_ERROR: AuthClientErrorName = 'UnknownError';

const status = createAuthStatusStore(getSession);

async function signIn(
  provider: string,
  options: SignInOptions = {},
  extra: Record<string, string> = {},
): Promise<SignInResponse | undefined> {
  const callbackUrl = options.callbackUrl ?? currentHref();
  const providers = await getProviders();
  if (!providers) {
    sessionRuntime.assign(endpoint('/error'));
    return undefined;
  }
  const entry = providers[provider];
  if (!entry) {
    sessionRuntime.assign(`${endpoint('/signin')}?${new URLSearchParams({ callbackUrl })}`);
    return undefined;
  }
  const isCredentials = entry.type === 'credentials';
  let response: Response;
  let returned: string | null;
  try {
    response = await postForm(`/${isCredentials ? 'callback' : 'signin'}/${provider}`, { ...extra, callbackUrl });
    returned = urlOf(await response.json().catch(() => null));
  } catch (error) {
    void log('error', 'CLIENT_FETCH_ERROR', { url: endpoint(`/signin/${provider}`), message: messageOf(error) });
    return { error: 'NETWORK_ERROR', status: 0, ok: false, url: null };
  }
  if ((options.redirect ?? true) || !(isCredentials || entry.type === 'email')) {
    sessionRuntime.assign(returned ?? callbackUrl);
    return undefined;
  }
  const error = errorOf(returned) ?? (response.ok ? null : UNKNOWN_ERROR);
  const ok = response.ok && error === null;
  if (ok) {
    status.announce();
    await status.refetch();
  }
  return { error, status: response.status, ok, url: ok ? returned : null };
}

async function signOut(options: { callbackUrl?: string; redirect?: boolean } = {}): Promise<{ url: string }> {
  const callbackUrl = options.callbackUrl ?? currentHref();
  let returned: string | null = null;
  try {
    const response = await postForm('/signout', { callbackUrl });
    returned = urlOf(await response.json().catch(() => null));
  } catch (error) {
    void log('error', 'CLIENT_FETCH_ERROR', { url: endpoint('/signout'), message: messageOf(error) });
  }
  status.set(null);
  status.announce();
  const url = returned ?? callbackUrl;
  if (options.redirect ?? true) sessionRuntime.assign(url);
  return { url };
}

/** Auth.js "update": hands the session the tokens of a refresh, so the next page load reads them. */
async function updateSession(data: { accessToken: string; refreshToken: string }): Promise<AuthSession | null> {
  try {
    const csrfToken = await getCsrfToken();
    const response = await send('/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ csrfToken, data }),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const session = readAuthSession(await response.json(), sessionRuntime.now());
    if (session === 'invalid' || session === null) return null;
    status.set(session);
    status.announce();
    return session;
  } catch (error) {
    void log('error', 'CLIENT_FETCH_ERROR', { url: endpoint('/session'), message: messageOf(error) });
    return null;
  }
}

/** Points the client at another Auth.js base or fetch (tests); `reset` restores the build settings and status. */
function configure(overrides: Partial<AuthTransportSettings>): void {
  configureTransport(overrides);
}

/** The session client of spec §7 against `{authBase}`, with its status store. */
export const authClient = {
  getSession,
  getCsrfToken,
  getProviders,
  signIn,
  signOut,
  updateSession,
  log,
  getSnapshot: status.getSnapshot,
  subscribe: status.subscribe,
  refetch: status.refetch,
  startSync: status.startSync,
  configure,
  reset: () => {
    resetTransport();
    status.reset();
  },
};

export type AuthClient = typeof authClient;
