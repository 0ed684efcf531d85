import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlatformId } from '../../src/domain/enums';
import type { TestContext } from './index';
import { API_NODE_ARGS } from '../../scripts/lib/api-node.mjs';

/** A port nobody listens on right now (the OS picks it), so parallel servers, benches and Playwright never collide. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** The reference API as a real process on the test context's PostgreSQL database, to be killed and started again. */
export interface KillableApi {
  /** `http://127.0.0.1:<port>`, the same across restarts. */
  readonly base: string;
  /** Starts the process and waits until it answers its health check. */
  start(): Promise<void>;
  /** SIGKILL: no shutdown, no flush, whatever it was doing. */
  kill(): Promise<void>;
}

/** The crash suites' API (issues 4 and 5): `server/main.ts` for one platform, with extra environment if asked. */
export async function killableApi(
  ctx: TestContext,
  platform: PlatformId,
  env: Record<string, string> = {},
  /**
   * How long `start` waits at most for the health check: a readiness wait, not a speed test. A cluster loads its code
   * once per worker, and `npm test` runs this beside the browser flows on two cores (50 s stays inside the tests' 60 s,
   * so this message is the one a slow start fails with); a process that exits fails at once.
   */
  upWithinMs = 50_000,
): Promise<KillableApi> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let api: ChildProcess | null = null;
  return {
    base,
    async start() {
      api = spawn('node', API_NODE_ARGS, {
        stdio: 'ignore',
        env: {
          ...process.env,
          DATABASE_URL: ctx.databaseUrl ?? '',
          PORT: String(port),
          HOST: '127.0.0.1',
          PLATFORM: platform,
          AUTH_SECRET: ctx.config.authSecret,
          MEDIA_DIR: join(tmpdir(), 'webtoon-test-media'),
          NODE_ENV: 'test',
          ...env,
        },
      });
      const child = api;
      for (const deadline = Date.now() + upWithinMs; Date.now() < deadline;) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(
            `The API exited (${child.exitCode ?? child.signalCode}) before it answered its health check.`,
          );
        try {
          if ((await fetch(`${base}/api/health`)).ok) return;
        } catch {
          // not up yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`The API did not answer its health check within ${upWithinMs / 1000} s.`);
    },
    kill() {
      const child = api;
      api = null;
      if (!child || child.exitCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      });
    },
  };
}
