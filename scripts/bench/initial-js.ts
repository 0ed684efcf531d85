import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export interface JsFile {
  path: string;
  gzip: number;
}

export interface InitialJs {
  /** Scripts `/` loaded before network idle, as served (raw) and at gzip -9. */
  files: JsFile[];
  raw: number;
  gzip: number;
  /** The largest JS file of the bundle that the first load did not fetch. */
  largestLazy: JsFile;
}

const gz = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;

/** Opens `/` and sums every script it loads until the network is idle, then finds the largest lazy chunk. */
export async function measureInitialJs(browser: Browser, base: string, platform: string): Promise<InitialJs> {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  try {
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  } finally {
    await page.close();
  }

  const dist = join('dist', platform);
  const files: JsFile[] = [];
  let raw = 0;
  for (const path of scripts) {
    const file = join(dist, path);
    if (!existsSync(file)) continue;
    const buffer = readFileSync(file);
    raw += buffer.length;
    files.push({ path, gzip: gz(buffer) });
  }
  files.sort((a, b) => b.gzip - a.gzip);

  let largestLazy: JsFile = { path: '-', gzip: 0 };
  const assets = join(dist, 'assets');
  for (const name of readdirSync(assets).filter((n) => n.endsWith('.js'))) {
    const path = `/assets/${name}`;
    if (scripts.has(path)) continue;
    const size = gz(readFileSync(join(assets, name)));
    if (size > largestLazy.gzip) largestLazy = { path, gzip: size };
  }
  return { files, raw, gzip: files.reduce((sum, file) => sum + file.gzip, 0), largestLazy };
}
