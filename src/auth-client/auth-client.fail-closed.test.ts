// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, startTinyServer, type TinyServer } from '@/testing/tiny-server';
import { configureSessionRuntime } from '@/lib/session-runtime';
import { authClient } from './auth-client';

// A stand-in for Auth.js answering what the reference API never does: the client must read all of it as signed out.
let reply: { status: number; body: unknown } = { status: 200, body: null };
let tiny: TinyServer;
const visited: string[] = [];
let restore: () => void;

const now = Date.now();
const validSession = {
  user: { id: '12', email: 'adult@example.com', name: 'Adult Reader' },
  expires: new Date(now + 86_400_000).toISOString(),
  accessToken: 'a',
  accessTokenExpiresAt: now + 3_600_000,
  refreshToken: 'r',
  refreshTokenExpiresAt: now + 86_400_000,
};

beforeAll(async () => {
  tiny = await startTinyServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/api/auth/_log') {
      res.writeHead(204);
      return res.end();
    }
    sendJson(res, reply.status, reply.body);
  });
  restore = configureSessionRuntime({ assign: (url) => visited.push(url) });
});
afterAll(async () => {
  restore();
  authClient.reset();
  await tiny.close();
});
beforeEach(() => {
  authClient.reset();
  authClient.configure({ base: `${tiny.url}/api/auth` });
  tiny.received.length = 0;
  visited.length = 0;
});

const logs = () =>
  tiny.received
    .filter((r) => r.route === 'POST /api/auth/_log')
    .map((r) => JSON.parse(r.body) as { level: string; code: string });

describe('getSession fails closed', () => {
  it.each([
    ['a 500', { status: 500, body: { message: 'boom' } }],
    ['`{}`', { status: 200, body: {} }],
    ['null', { status: 200, body: null }],
    ['an expired refresh token', { status: 200, body: { ...validSession, refreshTokenExpiresAt: now - 1 } }],
    ['an expired session', { status: 200, body: { ...validSession, expires: new Date(now - 1000).toISOString() } }],
    ['a session without tokens', { status: 200, body: { user: validSession.user, expires: validSession.expires } }],
  ])('%s is signed out', async (_name, answer) => {
    reply = answer;
    await expect(authClient.getSession()).resolves.toBeNull();
  });

  it('answers a complete session', async () => {
    reply = { status: 200, body: validSession };
    await expect(authClient.getSession()).resolves.toEqual(validSession);
  });

  it('logs a failed fetch as CLIENT_FETCH_ERROR and an unreadable session as CLIENT_SESSION_ERROR', async () => {
    reply = { status: 500, body: null };
    await authClient.getSession();
    reply = { status: 200, body: { user: 'nobody' } };
    await authClient.getSession();
    // The log beacon is fire-and-forget: the client does not wait for it, the test waits for it to arrive.
    await expect
      .poll(() => logs().map((l) => [l.level, l.code]))
      .toEqual([
        ['error', 'CLIENT_FETCH_ERROR'],
        ['error', 'CLIENT_SESSION_ERROR'],
      ]);
  });

  it('moves the status from loading to unauthenticated on a 500', async () => {
    reply = { status: 500, body: null };
    expect(authClient.getSnapshot().status).toBe('loading');
    await authClient.refetch();
    expect(authClient.getSnapshot()).toEqual({ status: 'unauthenticated', session: null });
  });
});

describe('signIn when the providers are not usable', () => {
  it('goes to the error page when the providers list cannot be loaded', async () => {
    reply = { status: 500, body: null };
    await expect(authClient.signIn('credentials', { callbackUrl: '/my', redirect: false })).resolves.toBeUndefined();
    expect(visited).toEqual([`${tiny.url}/api/auth/error`]);
  });

  it('goes to the sign-in page with the callbackUrl for an unknown provider', async () => {
    reply = { status: 200, body: { credentials: { id: 'credentials', name: 'E-mail', type: 'credentials' } } };
    await authClient.signIn('myspace', { callbackUrl: '/my' });
    expect(visited).toEqual([`${tiny.url}/api/auth/signin?callbackUrl=%2Fmy`]);
  });
});
