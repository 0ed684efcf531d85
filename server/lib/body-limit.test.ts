import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EPISODES_PER_ORDER } from '../../src/domain/schemas';
import { startTestServer, type TestServer } from '../testing';
import { DEFAULT_BODY_LIMIT, bodyLimitFor } from './body-limit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface RawReply {
  status: number;
  connection: string | undefined;
  body: string;
  /** Milliseconds from sending the headers to the server closing the connection. */
  closedAfter: number;
}

/**
 * A request over a raw socket, as a hostile client sends it: `declared` becomes the Content-Length (null: chunked),
 * then `send` bytes are written in 64 KiB pieces for as long as the server reads them. The promise settles when the
 * server has answered and closed the connection.
 */
function rawPost(path: string, declared: number | null, send: number, method = 'POST'): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (declared !== null) headers['content-length'] = String(declared);
    const req = httpRequest({ host: '127.0.0.1', port: server.port, method, path, headers });
    let reply: Omit<RawReply, 'closedAfter'> | null = null;
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        reply = { status: res.statusCode ?? 0, connection: res.headers.connection, body };
      });
    });
    req.on('close', () => {
      if (reply) resolve({ ...reply, closedAfter: Date.now() - started });
      else reject(new Error('The connection closed without a reply.'));
    });
    // Once the server has answered it may close while we still write: that is the point, not a failure.
    req.on('error', () => undefined);
    req.flushHeaders();
    const piece = Buffer.alloc(64 * 1024, 0x20);
    let written = 0;
    const pump = () => {
      while (written < send && !req.destroyed) {
        const size = Math.min(piece.length, send - written);
        written += size;
        if (!req.write(piece.subarray(0, size))) return void req.once('drain', pump);
      }
      if (!req.destroyed && declared === null) req.end();
    };
    pump();
  });
}

const TOO_LARGE = { result: 'FAIL', error: { code: 'PAYLOAD_TOO_LARGE' } };

describe('the body limit', () => {
  it('is 16 KiB everywhere today, with room for the largest real body', () => {
    expect(DEFAULT_BODY_LIMIT).toBe(16 * 1024);
    for (const path of ['/api/backend/purchase', '/api/backend/gift/send', '/api/auth/callback/credentials', '/x'])
      expect(bodyLimitFor('POST', path)).toBe(DEFAULT_BODY_LIMIT);
    const ids = Array.from({ length: MAX_EPISODES_PER_ORDER }, () => 2_147_483_647);
    const gift = JSON.stringify({
      targetType: 'MAIL',
      target: `${'a'.repeat(64)}@${'b'.repeat(185)}.com`,
      contentId: 2_147_483_647,
      episodeIds: ids,
      kind: 1,
      message: '\\u3042'.repeat(200),
    });
    expect(Buffer.byteLength(gift) * 2).toBeLessThan(DEFAULT_BODY_LIMIT);
  });

  it('answers a declared 50 MB body with 413 at once, without reading it, and closes the connection', async () => {
    // Nothing of the body is ever sent: a server that waited for it would never answer.
    const reply = await rawPost('/api/backend/library/favorite', 50 * 1024 * 1024, 0);
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toEqual(TOO_LARGE);
    expect(reply.connection).toBe('close');
    expect(reply.closedAfter).toBeLessThan(2_000);
  });

  it.each(['GET', 'DELETE', 'PUT'])(
    'refuses a declared 50 MB body on %s as well, and closes the connection',
    async (method) => {
      const reply = await rawPost('/api/backend/contents', 50 * 1024 * 1024, 0, method);
      expect(reply.status).toBe(413);
      expect(JSON.parse(reply.body)).toEqual(TOO_LARGE);
      expect(reply.closedAfter).toBeLessThan(2_000);
    },
  );

  it('refuses a 10 MB body that is really sent, long before its end', async () => {
    const reply = await rawPost('/api/backend/auth/local/sign-in', 10 * 1024 * 1024, 10 * 1024 * 1024);
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toEqual(TOO_LARGE);
    expect(reply.closedAfter).toBeLessThan(5_000);
  });

  it('counts a chunked body while it streams and refuses it once it passes the limit', async () => {
    const reply = await rawPost('/api/backend/purchase', null, 10 * 1024 * 1024);
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toEqual(TOO_LARGE);
    expect(reply.connection).toBe('close');
    expect(reply.closedAfter).toBeLessThan(5_000);
  });

  it.each(['/api/auth/callback/credentials', '/api/auth/_log', '/api/front/user', '/api/bridge/anything', '/shop'])(
    'applies to %s too',
    async (path) => {
      const reply = await rawPost(path, DEFAULT_BODY_LIMIT + 1, 0);
      expect(reply.status).toBe(413);
      expect(JSON.parse(reply.body)).toEqual(TOO_LARGE);
    },
  );

  it('lets a body of exactly the limit through to the handler', async () => {
    const body = JSON.stringify({ email: 'adult@example.com', password: 'x', pad: 'p'.repeat(DEFAULT_BODY_LIMIT) });
    const exact = body.slice(0, body.length - (Buffer.byteLength(body) - DEFAULT_BODY_LIMIT) - 2) + '"}';
    expect(Buffer.byteLength(exact)).toBe(DEFAULT_BODY_LIMIT);
    const res = await fetch(`${server.url}/api/backend/auth/local/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: exact,
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ result: 'FAIL', error: { code: 'INCORRECT_PASSWORD' } });
  });
});
