import { freePort } from '../../server/testing/api-process';
import { startApiServer } from '../lib/api-server.mjs';

export { waitForHealth } from '../lib/api-server.mjs';

export interface BenchServer {
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts the reference API for one platform on a fresh PGlite with the demo seed, serving `dist/<platform>/`.
 * Like `scripts/e2e-server.mjs`, but on a free port and a database folder of this run's own: e2e-server wipes
 * `.cache/e2e-db-<platform>-<port>` when it starts, which would pull the database from under a Playwright run (or another
 * bench) going on at the same time.
 */
export async function startServer(platform: string): Promise<BenchServer> {
  const server = await startApiServer({
    platform,
    port: await freePort(),
    dataDir: `.cache/bench-db-${platform}-${process.pid}`,
    authSecret: 'bench-only-secret-0123456789abcdef',
    stdio: ['ignore', 'ignore', 'inherit'],
    removeDataDirOnStop: true,
  });
  return { base: server.url, stop: server.stop };
}
