#!/usr/bin/env node
// `npm run screenshots [-- japan thai ...]`: screenshots of every variant side by side for a reviewer (issue 14).
// For each platform it builds dist/<platform>/ when missing, starts the reference API on a fresh database (as the e2e
// servers do), and saves the main page, a title's detail page, the viewer and the shop (de: its transfer screens, as
// it has no catalogue) at phone and desktop size into .screenshots/<platform>/<screen>-<size>.png (git-ignored).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { startApiServer } from './lib/api-server.mjs';

const ALL = ['japan', 'thai', 'taiwan', 'me', 'de'];
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((p) => !ALL.includes(p));
if (unknown.length) {
  console.error(`Unknown platform(s): ${unknown.join(', ')}. Known: ${ALL.join(', ')}`);
  process.exit(2);
}
const platforms = wanted.length ? wanted : ALL;
const OUT = '.screenshots';
// Away from the e2e ports (4101…); E2E_PORT_OFFSET moves them too when two checkouts share a machine.
const BASE_PORT = 4601 + (Number(process.env.E2E_PORT_OFFSET ?? 0) || 0);
const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 900 } },
};
const READER = { email: 'rich@example.com', password: 'Webtoon1!' };
const GERMAN = { email: 'de-reader@example.com', password: 'Webtoon1!' };

function build(missing) {
  if (missing.length === 0) return;
  console.log(`Building ${missing.join(', ')} (dist/ has no bundle for them yet)…`);
  const res = spawnSync('node', ['scripts/build-all.mjs', ...missing], { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

/** The reference API for one platform on a fresh database; the catalogue images are shared with the e2e servers. */
function startApi(platform, port) {
  // The API's own output goes to a log beside its database, read when a screen fails.
  const log = openSync(`.cache/screenshots-${platform}.log`, 'w');
  return startApiServer({
    platform,
    port,
    dataDir: `.cache/screenshots-db-${platform}`,
    authSecret: 'screenshots-only-secret-0123456789abcdef',
    stdio: ['ignore', log, log],
    // The first run renders the catalogue images before the API answers.
    upWithinMs: 300_000,
  });
}

async function api(url, path) {
  const res = await fetch(`${url}/api/backend${path}`);
  const body = await res.json();
  if (body.result !== 'SUCCESS') throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.data;
}

/** The form on screen signs in with the demo reader's address and password (fields found by type: any language). */
async function signIn(page, account) {
  const form = page.locator('form').filter({ has: page.locator('input[type="password"]') });
  await form.locator('input[type="email"], input[autocomplete="username"]').first().fill(account.email);
  await form.locator('input[type="password"]').first().fill(account.password);
  const before = page.url();
  await form.locator('button[type="submit"]').first().click();
  await page.waitForURL((u) => u.toString() !== before, { timeout: 30_000 });
}

/** Opens a path and waits until the page has settled (network quiet, images decoded). */
async function open(page, url) {
  await page.goto(url);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  // Lazy images below the fold never load: wait only for those already on their way, and not for ever.
  await page.evaluate(() =>
    Promise.race([
      Promise.all([...document.images].filter((img) => img.complete).map((img) => img.decode().catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
}

async function catalogueScreens(url) {
  // A title a guest may see, and its first episode (free in the seed), picked through the API.
  const [title] = (await api(url, '/contents?list=RANKING&size=1')).items;
  const detail = await api(url, `/contents/${title.id}`);
  const episode = detail.episodes[0];
  return [
    { name: 'main', path: '/' },
    { name: 'detail', path: `/detail/${title.id}` },
    { name: 'viewer', path: `/viewer/${episode.id}`, signedIn: true },
    { name: 'shop', path: '/shop', signedIn: true },
  ];
}

const TRANSFER_SCREENS = [
  { name: 'transfer-note', path: '/transfer/note' },
  { name: 'transfer-login', path: '/transfer/apply/login' },
  { name: 'transfer-confirm', path: '/transfer/apply/confirm', signedIn: true },
];

async function shoot(browser, platform, url) {
  const screens = platform === 'de' ? TRANSFER_SCREENS : await catalogueScreens(url);
  const account = platform === 'de' ? GERMAN : READER;
  const loginPath = platform === 'de' ? '/transfer/apply/login' : '/user/login';
  mkdirSync(`${OUT}/${platform}`, { recursive: true });
  for (const [size, options] of Object.entries(SIZES)) {
    const context = await browser.newContext({ ...options, baseURL: url });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    let signedIn = false;
    for (const screen of screens) {
      if (screen.signedIn && !signedIn) {
        await open(page, loginPath);
        await signIn(page, account);
        signedIn = true;
      }
      await open(page, screen.path);
      const file = `${OUT}/${platform}/${screen.name}-${size}.png`;
      await page.screenshot({ path: file });
      console.log(`  ${file}`);
    }
    await context.close();
  }
}

build(platforms.filter((p) => !existsSync(`dist/${p}/index.html`)));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let failed = false;
for (const [index, platform] of platforms.entries()) {
  console.log(`\n${platform}: starting the API (a fresh database; the first run also renders the catalogue images)…`);
  const server = await startApi(platform, BASE_PORT + index);
  try {
    await shoot(browser, platform, server.url);
  } catch (error) {
    failed = true;
    console.error(`${platform}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    server.stop();
  }
}
await browser.close();
console.log(failed ? '\nSome screenshots failed (see above).' : `\nScreenshots are in ${OUT}/<platform>/.`);
process.exit(failed ? 1 : 0);
