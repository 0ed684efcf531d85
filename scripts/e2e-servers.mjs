#!/usr/bin/env node
// Starts the API servers of every Playwright project at once (scripts/e2e-server.mjs each) and answers on one port
// whether they are all ready: `node scripts/e2e-servers.mjs <readyPort> <platform>:<port>[+<platform>:<port>] ...`
// (the optional `+<platform>:<port>` is e2e-server's ALSO_SERVE, e.g. `de:4102+me:4105`).
// Why one launcher: Playwright starts its `webServer` entries one after another, each only once the one before it
// answers. Six servers in a row (node, tsx, PGlite, migrations, seed, images) took 2m14s of a 12-minute run, with one
// core of two idle; side by side they overlap. A further server of a platform (japan's second half and walks) waits
// for the first: both would render the same catalogue images, and after the first it finds them all in the shared
// media folder. Every database starts as a copy of one empty PGlite cluster made here (E2E_DB_TEMPLATE): a fresh
// initdb costs each server about 5 CPU-seconds, a copy a fraction of one.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { PGlite } from '@electric-sql/pglite';

const [readyPort, ...specs] = process.argv.slice(2);
if (!readyPort || specs.length === 0) {
  console.error('usage: node scripts/e2e-servers.mjs <readyPort> <platform>:<port>[+<platform>:<port>] ...');
  process.exit(2);
}

const servers = specs.map((spec) => {
  const [main, also] = spec.split('+');
  const [platform, port] = main.split(':');
  return { platform, port, also, ready: false };
});
const children = [];
let stopping = false;

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the server's health until it answers 200 (it answers 503 while its database is being prepared). */
async function untilReady(server) {
  while (!stopping) {
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(250);
  }
}

/**
 * The empty cluster every e2e database is copied from, made once per PGlite version (kept in .cache between runs);
 * null when it cannot be made, and each server then runs its own initdb as before.
 */
async function databaseTemplate() {
  if (process.env.E2E_DB_TEMPLATE === 'off') return null;
  try {
    const { version } = JSON.parse(readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8'));
    const dir = `.cache/e2e-db-template-${version}`;
    const done = `${dir}.ready`;
    if (existsSync(done)) return dir;
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const client = new PGlite({ dataDir: dir });
    await client.waitReady;
    await client.close();
    writeFileSync(done, `${new Date().toISOString()}\n`);
    return dir;
  } catch (error) {
    console.error(`e2e servers: no database template (${error.message}); each server runs its own initdb`);
    return null;
  }
}

/** What starts one server; a test puts a stand-in here (scripts/e2e-servers.test.ts). */
const serverScript = process.env.E2E_SERVER_SCRIPT ?? 'scripts/e2e-server.mjs';

function start(server, template) {
  const args = [serverScript, server.platform, server.port, ...(server.also ? [server.also] : [])];
  const { E2E_DB_TEMPLATE: _setting, ...inherited } = process.env;
  const env = { ...inherited, ...(template ? { E2E_DB_TEMPLATE: template } : {}) };
  const child = spawn('node', args, { stdio: 'inherit', env });
  children.push(child);
  // One server that ends on its own ends the launcher: Playwright then reports that its web server exited early,
  // instead of waiting for a readiness that cannot come.
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`e2e server ${server.platform} on ${server.port} ended (${signal ?? `exit ${code}`})`);
    stop('SIGTERM', 1);
  });
  return untilReady(server).then(() => {
    server.ready = true;
  });
}

function stop(signal, code) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
  process.exitCode = code;
  setTimeout(() => process.exit(code), 5_000).unref();
  readiness.close();
}

const readiness = createServer((_request, response) => {
  const all = servers.every((s) => s.ready);
  response.writeHead(all ? 200 : 503, { 'content-type': 'text/plain' });
  response.end(all ? 'ready\n' : `waiting for ${servers.filter((s) => !s.ready).map((s) => s.port)}\n`);
});
readiness.listen(Number(readyPort), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal, 0));

/**
 * Which servers are not ready yet, every 30 s (E2E_REPORT_EVERY_MS) on stderr: Playwright shows a web server's stderr
 * in the run's log.
 */
const launchedAt = Date.now();
const waiting = setInterval(
  () => {
    const pending = servers.filter((s) => !s.ready).map((s) => `${s.platform}:${s.port}`);
    if (pending.length === 0) return clearInterval(waiting);
    const seconds = Math.round((Date.now() - launchedAt) / 1000);
    console.error(`e2e servers: after ${seconds} s still waiting for ${pending.join(', ')}`);
  },
  Number(process.env.E2E_REPORT_EVERY_MS) || 30_000,
);
waiting.unref();

/** The first server of each platform starts now; the others of that platform once the first is ready. */
const template = await databaseTemplate();
const firsts = new Map();
for (const server of servers) {
  const first = firsts.get(server.platform);
  if (first) void first.then(() => start(server, template));
  else firsts.set(server.platform, start(server, template));
}
