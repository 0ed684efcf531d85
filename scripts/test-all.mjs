#!/usr/bin/env node
// `npm test`: the Debian packages it needs (scripts/lib/prerequisites.mjs), then two lanes side by side, so that neither
// core idles while a step waits on a page, a socket or a database:
//   suites: the unit and server tests on PGlite;
//   browser: the five bundles, Playwright in Debian's Chromium headless shell, then the README's quick start in a clean
//   copy beside the server tests on PostgreSQL;
//   then typecheck, lint and format, taken by whichever lane is free first (`checks` below).
// Why this layout (issue 26, measured on 2 cores):
// - The two lanes share the machine, so the run ends when its total CPU work is done: every cut is of work, not of
//   waiting. A third lane that started the README's quick start at once was tried: with everything overlapping, the run
//   took longer, 20 minutes.
// - The server files about racing requests and hostile input run in the PostgreSQL pass only (NPM_TEST_PGLITE_PASS),
//   where the races are real and the file costs a quarter of its PGlite time; and the PostgreSQL pass runs only the
//   files whose subject is the database or requests at once (NPM_TEST_POSTGRES_PASS, 76 of 154 server files): a route
//   test of pure HTTP shape runs once, on PGlite. server/testing/test-passes.ts states the rule, and its test proves
//   that every server file runs in at least one pass.
// - Typecheck, lint and format (about 1.5 minutes together) used to open the first lane, which was then the longer
//   one (1m36s of checks + 15m54s of PGlite tests against 1m + 11m49s + 5m33s in the browser lane); with the PostgreSQL
//   pass cut and the end-to-end walks shortened the browser lane ends first, and which lane that is may change again:
//   so the checks wait in a queue that the first free lane empties. Their failures are printed as they come and
//   listed again at the end.
// Every line of a step is printed as it comes, behind the step's name; the end prints the time of each step and the one
// line `tests: N passed, N failed`.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startPostgres } from './lib/postgres.mjs';
import { ensurePrerequisites } from './lib/prerequisites.mjs';
import { playwrightFailures, vitestFailures } from './lib/test-reports.mjs';

const results = [];
/** What failed, a line each, printed again above the last line: a CI log is often read from its tail only. */
const failures = [];
const bin = (name) => `node_modules/.bin/${name}`;
const started = Date.now();
const slug = (label) => label.replace(/\W+/g, '-');

/** Runs one command, its output's lines prefixed with the step's name; resolves with its outcome and time. */
function run(label, cmd, args, env = {}) {
  console.log(`\n[${label}] === ${cmd} ${args.join(' ')}`);
  const begin = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on('line', (line) => console.log(`[${label}] ${line}`));
    child.on('error', (error) => console.log(`[${label}] ${error.message}`));
    child.on('close', (code) => resolve({ ok: code === 0, seconds: (Date.now() - begin) / 1000 }));
  });
}

async function step(label, cmd, args, env) {
  const { ok, seconds } = await run(label, cmd, args, env);
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
  if (!ok) failures.push(`${label}: failed (its lines above, marked [${label}])`);
  return ok;
}

async function vitest(label, args, env = {}) {
  const out = `.cache/vitest-${slug(label)}.json`;
  rmSync(out, { force: true });
  const { ok, seconds } = await run(
    label,
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args],
    // No colour codes behind the prefixes.
    { NO_COLOR: '1', ...env },
  );
  if (!existsSync(out)) return results.push({ label, passed: 0, failed: 1, seconds });
  const report = JSON.parse(readFileSync(out, 'utf8'));
  failures.push(...vitestFailures(report, label));
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  results.push({ label, passed: report.numPassedTests, failed, seconds });
}

async function playwright(label, args = []) {
  const out = `.cache/playwright-${slug(label)}.json`;
  rmSync(out, { force: true });
  const { ok, seconds } = await run(label, bin('playwright'), ['test', ...args], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    CI: '1',
  });
  if (!existsSync(out)) return results.push({ label, passed: 0, failed: 1, seconds });
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const { stats } = report;
  failures.push(...playwrightFailures(report, label));
  const failed = stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
  results.push({ label, passed: stats.expected + stats.flaky, failed, seconds });
}

/** The short steps that depend on nothing: whichever lane has done its own work first runs the next of them. */
const checks = [
  () => step('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']),
  () => step('lint', bin('eslint'), ['.', '--max-warnings', '0']),
  () => step('format', bin('prettier'), ['--check', '.']),
];

async function takeChecks() {
  for (let next = checks.shift(); next; next = checks.shift()) await next();
}

async function suites() {
  await vitest('unit and server (PGlite)', [], { NPM_TEST_PGLITE_PASS: '1' });
}

/** A port nothing listens on now, from the system. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function postgresSuites() {
  let pg = process.env.TEST_DATABASE_URL ? { url: process.env.TEST_DATABASE_URL, stop() {} } : null;
  // The cluster's folder and port are this run's own: a second run on the machine (or a server an interrupted run
  // left behind) once held the fixed port 55432, and this pass then failed without running a test (29 Nov).
  const dir = join(tmpdir(), `webtoon-test-pg-${process.pid}`);
  if (!pg) {
    try {
      pg = startPostgres({ dir, port: await freePort() });
    } catch (error) {
      console.error(`Could not start PostgreSQL: ${error.message}`);
      results.push({ label: 'postgres', passed: 0, failed: 1, seconds: 0 });
    }
  }
  if (pg) {
    await vitest('server (PostgreSQL)', ['--project', 'server*'], {
      TEST_DATABASE_URL: pg.url,
      NPM_TEST_POSTGRES_PASS: '1',
    });
    pg.stop();
    rmSync(dir, { recursive: true, force: true });
  } else {
    console.log('\nPostgreSQL is not installed here: the PostgreSQL suites did not run (apt-get install postgresql).');
  }
}

async function browser() {
  if (await step('build (five bundles)', 'node', ['scripts/build-all.mjs'])) await playwright('e2e');
  // The README's `npm install && npm start` in a clean copy (no .data, dist or .cache), for japan and de, beside the
  // server suites on PostgreSQL: both wait on other processes more than they compute.
  await Promise.all([playwright('README start (clean copy)', ['-c', 'playwright.start.config.ts']), postgresSuites()]);
}

mkdirSync('.cache', { recursive: true });
// Chromium, PostgreSQL and the fonts come first: installed here when the machine allows it, else the one command to run.
const missing = ensurePrerequisites();
if (missing) {
  console.error(missing);
  console.log('tests: 0 passed, 1 failed');
  process.exit(1);
}
await Promise.all([suites().then(takeChecks), browser().then(takeChecks)]);

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const time = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m${String(whole % 60).padStart(2, '0')}s`;
};
console.log('\nSummary:');
// In a fixed order, whichever lane ran a step.
const order = ['typecheck', 'lint', 'format'];
const rank = (label) => (order.includes(label) ? order.indexOf(label) : order.length);
for (const r of [...results].sort((a, b) => rank(a.label) - rank(b.label)))
  console.log(
    `  ${r.failed ? 'FAIL' : 'ok  '} ${r.label}: ${r.passed} passed, ${r.failed} failed (${time(r.seconds)})`,
  );
console.log(`  total time ${time((Date.now() - started) / 1000)}`);
if (failures.length > 0) {
  console.log('Failed:');
  for (const line of failures.slice(0, 20)) console.log(`  ${line}`);
  if (failures.length > 20) console.log(`  … and ${failures.length - 20} more (above)`);
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
