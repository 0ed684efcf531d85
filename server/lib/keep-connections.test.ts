import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, expect, it } from 'vitest';
import { keepConnections } from './keep-connections';

let agent: http.Agent | null = null;
afterEach(() => agent?.destroy());

/** A server whose one route answers when `release` is called; the client keeps its connection alive. */
async function slowServer() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let started = () => {};
  const requestStarted = new Promise<void>((resolve) => (started = resolve));
  const app = new Hono().get('/slow', async (c) => {
    started();
    await released;
    return c.text('done');
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = keepConnections(serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s)));
  });
  return { server, port: (server.address() as AddressInfo).port, release, requestStarted };
}

function get(port: number, path: string): Promise<{ body: string; connection: string | undefined }> {
  agent ??= new http.Agent({ keepAlive: true });
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: agent ?? undefined }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ body, connection: res.headers.connection }));
      })
      .on('error', reject);
  });
}

it('keeps idle connections open 65 s, past the usual load balancer idle timeout', async () => {
  const { server, release } = await slowServer();
  release();
  expect('keepAliveTimeout' in server && server.keepAliveTimeout).toBe(65_000);
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it('closes a connection whose request was in flight when closing began, once its reply is sent', async () => {
  const { server, port, release, requestStarted } = await slowServer();
  const reply = get(port, '/slow');
  await requestStarted;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  release();
  // The reply is complete; without the hook the kept-alive socket would hold `close` for 65 s (this test's timeout).
  expect((await reply).body).toBe('done');
  await closed;
});
