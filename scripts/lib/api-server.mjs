// How a script starts a reference API of its own (the bench, the screenshots): one platform on a fresh PGlite folder,
// with the catalogue images of the e2e servers, waited for until it answers as that platform.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { API_NODE_ARGS } from './api-node.mjs';

/**
 * Starts the API for `platform` on 127.0.0.1:`port` over `dataDir` (wiped first) and answers `{ url, stop }` once
 * /api/health says so; a server that does not come up is stopped before the error is thrown.
 */
export async function startApiServer({
  platform,
  port,
  dataDir,
  authSecret,
  stdio,
  upWithinMs = 120_000,
  removeDataDirOnStop = false,
}) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dirname(dataDir), { recursive: true });
  const child = spawn('node', API_NODE_ARGS, {
    stdio,
    env: {
      ...process.env,
      PLATFORM: platform,
      PORT: String(port),
      DATA_DIR: dataDir,
      // The generated catalogue images and their resized variants, shared with the e2e servers (same files).
      MEDIA_DIR: '.cache/e2e-media',
      AUTH_SECRET: authSecret,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    if (removeDataDirOnStop) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${url}/api/health`, platform, exited, upWithinMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** Polls `url` (an /api/health) until it answers for `platform`; fails once the server has exited or `ms` passed. */
export async function waitForHealth(url, platform, exited, ms = 120_000) {
  let gone = false;
  void exited.then(() => (gone = true));
  const until = Date.now() + ms;
  while (Date.now() < until && !gone) {
    try {
      const response = await fetch(url);
      const body = await response.json();
      // Another process that took the port in the meantime would answer for another platform, or not at all.
      if (response.ok && body.data?.platform === platform) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(gone ? `the server for ${url} exited before it was healthy` : `server at ${url} did not start`);
}
