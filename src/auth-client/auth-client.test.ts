// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '@/api';
import type { RefreshResult } from '@/domain/user';
import { DEMO_PASSWORD, startApiServer, type ApiTestServer } from '@/testing/api-server';
import { withCookieJar } from '@/testing/cookie-jar';
import { authClient } from './auth-client';

// The session client against the reference API's Auth.js, with a cookie jar standing in for the browser's.
let api: ApiTestServer;
const jar = withCookieJar();

beforeAll(async () => {
  api = await startApiServer({ fetch: jar.fetch });
});
afterAll(() => api.close());
beforeEach(() => jar.cookies.clear());

function signIn(email: string, password: string) {
  return authClient.signIn('credentials', { callbackUrl: `${api.url}/my`, redirect: false }, { email, password });
}

describe('authClient against the reference API', () => {
  it('has no session while signed out', async () => {
    await expect(authClient.getSession()).resolves.toBeNull();
    await authClient.refetch();
    expect(authClient.getSnapshot().status).toBe('unauthenticated');
  });

  it('lists the credentials provider and hands out a CSRF token', async () => {
    const providers = await authClient.getProviders();
    expect(providers?.credentials?.type).toBe('credentials');
    await expect(authClient.getCsrfToken()).resolves.toEqual(expect.any(String));
  });

  it('signs in with credentials: the session then holds the service tokens', async () => {
    const result = await signIn('adult@example.com', DEMO_PASSWORD);
    expect(result).toEqual({ error: null, status: 200, ok: true, url: `${api.url}/my` });
    const session = await authClient.getSession();
    expect(session?.user.email).toBe('adult@example.com');
    expect(session?.accessToken).toEqual(expect.any(String));
    expect(session?.refreshTokenExpiresAt).toBeGreaterThan(Date.now());
    expect(authClient.getSnapshot().status).toBe('authenticated');
  });

  it('answers a wrong password with the catalogue code INCORRECT_PASSWORD', async () => {
    const result = await signIn('adult@example.com', 'Wrong-pass1!');
    expect(result).toMatchObject({ error: 'INCORRECT_PASSWORD', ok: false, url: null });
    await expect(authClient.getSession()).resolves.toBeNull();
  });

  it('hands refreshed tokens to the session (Auth.js update)', async () => {
    await signIn('rich@example.com', DEMO_PASSWORD);
    const before = await authClient.getSession();
    if (!before) throw new Error('expected a session');
    const fresh = await call<RefreshResult>('backend', 'post', 'auth/refresh', {
      json: { accessToken: before.accessToken, refreshToken: before.refreshToken },
    });
    const updated = await authClient.updateSession({
      accessToken: fresh.accessToken,
      refreshToken: fresh.refreshToken,
    });
    expect(updated?.accessToken).toBe(fresh.accessToken);
    const after = await authClient.getSession();
    expect(after?.accessToken).toBe(fresh.accessToken);
    expect(after?.refreshToken).toBe(fresh.refreshToken);
  });

  it('signs out: the session is gone', async () => {
    await signIn('minor@example.com', DEMO_PASSWORD);
    const { url } = await authClient.signOut({ callbackUrl: `${api.url}/callback/logout-success`, redirect: false });
    expect(url).toBe(`${api.url}/callback/logout-success`);
    await expect(authClient.getSession()).resolves.toBeNull();
    expect(authClient.getSnapshot().status).toBe('unauthenticated');
  });
});
