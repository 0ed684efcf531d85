import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { freePort } from '../../server/testing/api-process';
import { API_NODE_ARGS } from '../lib/api-node.mjs';

export interface BenchServer {
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts the reference API for one platform on a fresh PGlite with the demo seed, serving `dist/<platform>/`.
 * Like `scripts/e2e-server.mjs`, but on a free port and a database folder of this run's own: e2e-server wipes
 * `.cache/e2e-db-<platform>` when it starts, which would pull the database from under a Playwright run (or another
 * bench) going on at the same time.
 */
export async function startServer(platform: string): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = `.cache/bench-db-${platform}-${process.pid}`;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync('.cache', { recursive: true });
  const child = spawn('node', API_NODE_ARGS, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PLATFORM: platform,
      PORT: String(port),
      DATA_DIR: dataDir,
      // The generated catalogue images and their resized variants, shared with the e2e servers (same files).
      MEDIA_DIR: '.cache/e2e-media',
      AUTH_SECRET: 'bench-only-secret-0123456789abcdef',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${base}/api/health`, platform, exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

export async function waitForHealth(url: string, platform: string, exited: Promise<void>, ms = 120_000): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const until = Date.now() + ms;
  while (Date.now() < until && !gone) {
    try {
      const response = await fetch(url);
      const body = (await response.json()) as { data?: { platform?: string } };
      // Another process that took the port in the meantime would answer for another platform, or not at all.
      if (response.ok && body.data?.platform === platform) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(gone ? `the server for ${url} exited before it was healthy` : `server at ${url} did not start`);
}
