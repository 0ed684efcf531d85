// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../server/testing/api-process';

/**
 * A stand-in for scripts/e2e-server.mjs: notes when it started, answers 503 on /api/health for READY_AFTER_MS, then
 * 200; a platform named `broken` ends at once with exit code 3.
 */
const STAND_IN = `
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:http';
const [platform, port] = process.argv.slice(2);
appendFileSync(process.env.STARTS_FILE, \`\${platform}:\${port} \${Date.now()}\\n\`);
if (platform === 'broken') process.exit(3);
const readyAt = Date.now() + Number(process.env.READY_AFTER_MS);
createServer((_req, res) => {
  res.writeHead(Date.now() >= readyAt ? 200 : 503);
  res.end();
}).listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
`;

const script = resolve('scripts/e2e-servers.mjs');
let folder = '';
let launcher: ChildProcess | null = null;

afterEach(() => {
  if (launcher?.exitCode === null) launcher.kill('SIGTERM');
  launcher = null;
  if (folder) rmSync(folder, { recursive: true, force: true });
});

function launch(readyPort: number, specs: string[], readyAfterMs: number, reportEveryMs = 30_000) {
  folder = mkdtempSync(join(tmpdir(), 'e2e-servers-'));
  const standIn = join(folder, 'stand-in.mjs');
  writeFileSync(standIn, STAND_IN);
  const starts = join(folder, 'starts.txt');
  writeFileSync(starts, '');
  launcher = spawn('node', [script, String(readyPort), ...specs], {
    env: {
      ...process.env,
      E2E_SERVER_SCRIPT: standIn,
      E2E_DB_TEMPLATE: 'off',
      STARTS_FILE: starts,
      READY_AFTER_MS: String(readyAfterMs),
      E2E_REPORT_EVERY_MS: String(reportEveryMs),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<number | null>((done) => launcher?.on('exit', (code) => done(code)));
  let stderr = '';
  launcher.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const started = () =>
    readFileSync(starts, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [server = '', at = '0'] = line.split(' ');
        return { server, at: Number(at) };
      });
  return { exited, started, stderr: () => stderr };
}

async function readiness(port: number): Promise<number | null> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/`)).status;
  } catch {
    return null;
  }
}

describe('scripts/e2e-servers.mjs: every e2e server at once, one readiness for Playwright', () => {
  it('answers 503 until every server is healthy, then 200; a second server of a platform starts once the first is ready', async () => {
    const [readyPort, a, b, c] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    const readyAfterMs = 3_000;
    const { started } = launch(readyPort, [`japan:${a}`, `thai:${b}`, `japan:${c}`], readyAfterMs);

    // The distinct platforms start together; japan's second server not yet.
    await expect
      .poll(() => started().map((s) => s.server))
      .toEqual(expect.arrayContaining([`japan:${a}`, `thai:${b}`]));
    expect(started().map((s) => s.server)).not.toContain(`japan:${c}`);
    expect(await readiness(readyPort)).toBe(503);

    await expect.poll(() => readiness(readyPort), { timeout: 20_000 }).toBe(200);
    const at = Object.fromEntries(started().map((s) => [s.server, s.at]));
    // thai did not wait for japan's first server to be ready; japan's second did.
    const japanReadyAt = (at[`japan:${a}`] ?? 0) + readyAfterMs;
    expect(at[`thai:${b}`] ?? Infinity).toBeLessThan(japanReadyAt);
    expect(at[`japan:${c}`] ?? 0).toBeGreaterThanOrEqual(japanReadyAt);
  });

  it('names the servers it still waits for on stderr while they start', async () => {
    const [readyPort, a, b] = await Promise.all([freePort(), freePort(), freePort()]);
    const { stderr } = launch(readyPort, [`japan:${a}`, `thai:${b}`], 2_000, 300);
    await expect.poll(stderr, { timeout: 10_000 }).toMatch(`still waiting for japan:${a}, thai:${b}`);
  });

  it('ends with exit code 1 when a server ends on its own, so Playwright does not wait for a readiness that cannot come', async () => {
    const [readyPort, a, b] = await Promise.all([freePort(), freePort(), freePort()]);
    const { exited } = launch(readyPort, [`japan:${a}`, `broken:${b}`], 60_000);
    expect(await exited).toBe(1);
  });
});
