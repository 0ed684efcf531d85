#!/usr/bin/env node
// `npm test`: typecheck, lint, format, unit and server tests (PGlite), server tests again on a PostgreSQL server, the five
// bundles, then Playwright in Debian's Chromium. Ends with the one line `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { startPostgres } from './lib/postgres.mjs';

const results = [];
const bin = (name) => `node_modules/.bin/${name}`;

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

function step(label, cmd, args, env) {
  const ok = run(label, cmd, args, env);
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  return ok;
}

function vitest(label, args, env = {}) {
  const out = `.cache/vitest-${label.replace(/\W+/g, '-')}.json`;
  rmSync(out, { force: true });
  const ok = run(
    label,
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args],
    env,
  );
  if (!existsSync(out)) return results.push({ label, passed: 0, failed: 1 });
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  results.push({ label, passed: report.numPassedTests, failed });
}

function playwright() {
  const out = '.cache/playwright.json';
  rmSync(out, { force: true });
  const ok = run('e2e', bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out, CI: '1' });
  if (!existsSync(out)) return results.push({ label: 'e2e', passed: 0, failed: 1 });
  const { stats } = JSON.parse(readFileSync(out, 'utf8'));
  const failed = stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
  results.push({ label: 'e2e', passed: stats.expected + stats.flaky, failed });
}

mkdirSync('.cache', { recursive: true });
step('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
step('lint', bin('eslint'), ['.', '--max-warnings', '0']);
step('format', bin('prettier'), ['--check', '.']);
vitest('unit and server (PGlite)', []);

let pg = process.env.TEST_DATABASE_URL ? { url: process.env.TEST_DATABASE_URL, stop() {} } : null;
if (!pg) {
  try {
    pg = startPostgres();
  } catch (error) {
    console.error(`Could not start PostgreSQL: ${error.message}`);
    results.push({ label: 'postgres', passed: 0, failed: 1 });
  }
}
if (pg) {
  vitest('server (PostgreSQL)', ['--project', 'server'], { TEST_DATABASE_URL: pg.url });
  pg.stop();
} else {
  console.log('\nPostgreSQL is not installed here: the PostgreSQL suites did not run (apt-get install postgresql).');
}

if (step('build (five bundles)', 'node', ['scripts/build-all.mjs'])) playwright();

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nSummary:');
for (const r of results)
  console.log(`  ${r.failed ? 'FAIL' : 'ok  '} ${r.label}: ${r.passed} passed, ${r.failed} failed`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
