#!/usr/bin/env node
// `npm run bench`: for each platform, the JavaScript the main page loads before any interaction (raw and gzip -9),
// measured in Debian's Chromium against the built bundle served by the reference API, and the largest lazy chunk.
// `npm run bench -- [platform ...] [--files]`: only some platforms; --files lists each file of the first load.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const PLATFORMS = ['japan', 'thai', 'taiwan', 'me', 'de'];
const BUDGET_INITIAL = 150 * 1024;
const BUDGET_CHUNK = 50 * 1024;

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

async function waitForHealth(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server at ${url} did not start`);
}

async function measure(platform, port, browser) {
  const server = spawn('node', ['scripts/e2e-server.mjs', platform, String(port)], { stdio: 'ignore' });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/health`);
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.close();
    const dist = join('dist', platform);
    let raw = 0;
    let gzip = 0;
    const files = [];
    for (const path of scripts) {
      const file = join(dist, path);
      if (!existsSync(file)) continue;
      const buf = readFileSync(file);
      raw += buf.length;
      gzip += gz(buf);
      files.push({ path, gzip: gz(buf) });
    }
    const assets = join(dist, 'assets');
    let largest = { name: '-', gzip: 0 };
    for (const name of readdirSync(assets).filter((n) => n.endsWith('.js'))) {
      if (scripts.has(`/assets/${name}`)) continue;
      const size = gz(readFileSync(join(assets, name)));
      if (size > largest.gzip) largest = { name, gzip: size };
    }
    return { platform, files: scripts.size, list: files, raw, gzip, largest };
  } finally {
    server.kill('SIGTERM');
  }
}

const wanted = process.argv.slice(2).filter((a) => PLATFORMS.includes(a));
const listFiles = process.argv.includes('--files');
const missing = (wanted.length ? wanted : PLATFORMS).filter((p) => !existsSync(join('dist', p, 'index.html')));
if (missing.length) {
  console.error(`Build first (npm run build): missing dist for ${missing.join(', ')}`);
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const rows = [];
let port = 4301;
for (const platform of wanted.length ? wanted : PLATFORMS) rows.push(await measure(platform, port++, browser));
await browser.close();

let over = false;
console.log('\nInitial JS of the main page (before any interaction), and the largest lazy chunk, gzip -9:');
console.log('platform  files  raw         gzip        budget 150 KiB  largest lazy chunk (budget 50 KiB)');
for (const r of rows) {
  const okInitial = r.gzip <= BUDGET_INITIAL;
  const okChunk = r.largest.gzip <= BUDGET_CHUNK;
  over ||= !okInitial || !okChunk;
  console.log(
    `${r.platform.padEnd(9)} ${String(r.files).padEnd(6)} ${kib(r.raw).padEnd(11)} ${kib(r.gzip).padEnd(11)} ${(okInitial ? 'ok' : 'OVER').padEnd(15)} ${kib(r.largest.gzip)} ${okChunk ? 'ok' : 'OVER'} (${r.largest.name})`,
  );
  if (listFiles)
    for (const f of r.list.sort((a, b) => b.gzip - a.gzip))
      console.log(`            ${kib(f.gzip).padStart(10)}  ${f.path}`);
}
process.exit(over ? 1 : 0);
