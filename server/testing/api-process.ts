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

/** An API process of a test's own (`server/main.ts`), its output kept for the test's messages. */
export interface SpawnedApi {
  /** `http://127.0.0.1:<port>` */
  base: string;
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
}

/** Starts `server/main.ts` on a free loopback port with the process's environment and `env` over it; does not wait. */
export async function spawnApi(env: NodeJS.ProcessEnv): Promise<SpawnedApi> {
  const port = await freePort();
  let output = '';
  const child = spawn('node', API_NODE_ARGS, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { base: `http://127.0.0.1:${port}`, child, output: () => output };
}

/**
 * Resolves once `child` answers `GET /api/health`; fails at once, with what it printed, if it exits first, and after
 * `withinMs` if it never answers: a readiness wait, not a speed test.
 */
export async function untilHealthy(
  api: { base: string; child: ChildProcess; output?: () => string },
  withinMs: number,
): Promise<void> {
  const { base, child } = api;
  for (const deadline = Date.now() + withinMs; Date.now() < deadline;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `The API exited (${child.exitCode ?? child.signalCode}) before it answered its health check.${api.output ? `\n${api.output()}` : ''}`,
      );
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The API did not answer its health check within ${withinMs / 1000} s.`);
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
      await untilHealthy({ base, child: api }, upWithinMs);
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
