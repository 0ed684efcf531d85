import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { freePort, spawnApi, untilHealthy } from '../../server/testing/api-process';
import { postgresCluster, type PostgresCluster } from '../../server/testing/postgres-cluster';
import { comicInfoXml } from '../../server/services/catalog/import/testing/series-fixture';
import { zipOf } from '../../server/services/catalog/import/testing/zip-writer';

// An operator's first title, end to end: a CBZ series with ComicInfo.xml goes in through `npm run catalog -- import`
// on a fresh production PostgreSQL (no demo), then the API serves the built bundle over it and a reader sees the title
// on `/`, opens its detail page and reads its free first episode in the viewer.

const TITLE = 'Starlight Bakery';
const IMPORT_TIMEOUT = 10 * 60_000;

/** A page of a strip: a colour field with a panel frame, real PNG or JPEG bytes. */
async function page(seed: number, format: 'png' | 'jpeg') {
  const frame = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="1000"><rect width="720" height="1000" fill="hsl(${seed * 70},60%,70%)"/><rect x="40" y="60" width="640" height="420" fill="none" stroke="#222" stroke-width="8"/><circle cx="360" cy="740" r="${120 + seed * 10}" fill="#fff"/></svg>`,
  );
  const image = sharp(frame);
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 80 }).toBuffer();
}

/** Runs a command to its end in the checkout; resolves with its exit code and output. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number; output: string }>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

let folder = '';
let api: ChildProcess | null = null;
let postgres: PostgresCluster | null = null;

test.afterAll(async () => {
  if (api?.exitCode === null) api.kill('SIGKILL');
  await postgres?.remove();
  if (folder) await rm(folder, { recursive: true, force: true });
});

test('a CBZ series imported by npm run catalog shows on / and reads in the viewer of the built SPA (production)', async ({
  page: browser,
}) => {
  test.setTimeout(IMPORT_TIMEOUT);
  folder = await mkdtemp(join(tmpdir(), 'webtoon-catalog-e2e-'));
  if (!existsSync('dist/japan/index.html'))
    expect((await run('npx', ['vite', 'build', '--mode', 'japan'], process.env)).code).toBe(0);

  const series = join(folder, 'series');
  const pages = await Promise.all([page(1, 'png'), page(2, 'jpeg'), page(3, 'png'), page(4, 'jpeg')]);
  const info = (number: number) => ({
    Series: TITLE,
    Number: number,
    Title: number === 1 ? 'The first loaf' : 'Rising dough',
    Summary: 'A baker who only works at night.',
    Writer: 'Hana Ito',
    Penciller: 'Kai Chen',
    Genre: 'Romance, Comedy',
    AgeRating: 'Everyone',
    LanguageISO: 'ja',
    Year: 2025,
    Month: 1,
    Day: number,
  });
  const files: Record<string, Buffer | string> = {
    'series.json': JSON.stringify({
      schedule: 'FRIDAY',
      status: 'SCHEDULED',
      price: { possession: 3, rent: 2 },
      freeEpisodes: 1,
    }),
    '01.cbz': zipOf([
      { name: 'ComicInfo.xml', data: comicInfoXml(info(1), [{ image: 0, type: 'FrontCover' }]) },
      { name: 'p001.png', data: pages[0]!, method: 'store' },
      { name: 'p002.jpg', data: pages[1]!, method: 'store' },
      { name: 'p003.png', data: pages[2]!, method: 'store' },
    ]),
    '02.cbz': zipOf([
      { name: 'ComicInfo.xml', data: comicInfoXml(info(2)) },
      { name: 'p001.jpg', data: pages[3]!, method: 'store' },
    ]),
  };
  await mkdir(series);
  for (const [name, content] of Object.entries(files)) await writeFile(join(series, name), content);

  // Production as the Done-when of issue 27 names it: a real secret, a PostgreSQL server of its own (npm test's
  // prerequisites install it), no demo anywhere.
  // Its folder sits directly under the temp dir: the postgres user cannot enter the test's own 0700 folder.
  postgres = postgresCluster(join(tmpdir(), `webtoon-catalog-pg-${process.pid}-${Date.now()}`), await freePort());
  if (!postgres) throw new Error('PostgreSQL is not installed: apt-get install postgresql (npm test installs it)');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    MEDIA_DIR: join(folder, 'media'),
    DATABASE_URL: postgres.url,
    PLATFORM: 'japan',
  };
  const imported = await run('npm', ['run', 'catalog', '--', 'import', series], env);
  expect(imported.code, imported.output).toBe(0);
  const [, titleId] = /Title (\d+) "Starlight Bakery" \[japan:starlight bakery\] added: 2 episodes added/.exec(
    imported.output,
  ) ?? [null, null];
  expect(titleId, imported.output).not.toBeNull();

  const started = await spawnApi(env);
  api = started.child;
  const { base, output } = started;
  await untilHealthy(started, 120_000);
  expect(output()).toContain('Production data: 0 accounts, 1 titles');
  // No demo account exists: the demo's e-mail is not registered (any password: the address is what is refused).
  const demo = await fetch(`${base}/api/backend/auth/local/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'rich@example.com', password: 'Any-password-1' }),
  });
  expect([demo.status, ((await demo.json()) as { error?: { code?: string } }).error?.code]).toEqual([
    404,
    'NOT_REGISTERED_USER',
  ]);

  // `/`: the title on the main page's rails, its cover loaded.
  await browser.goto(`${base}/`);
  const card = browser.locator(`main a[href="/detail/${titleId}"]`).first();
  await expect(card).toBeVisible();
  await expect(card).toContainText(TITLE);
  const cover = card.locator('img');
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // Its detail page, then the free first episode in the viewer: each of its three pages loads.
  await card.click();
  await expect(browser).toHaveURL(new RegExp(`/detail/${titleId}$`));
  await expect(browser.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const episodes = browser.locator('[data-testid^="episode-"]');
  await expect(episodes).toHaveCount(2);
  await episodes.first().getByRole('link').click();
  await expect(browser).toHaveURL(/\/viewer\/\d+$/);
  // The episode's pages are the first three boxes (the copyright pages follow); each loads from the import's keys.
  const boxes = browser.locator('[data-slot]');
  for (let i = 0; i < 3; i += 1) {
    const box = boxes.nth(i);
    await box.scrollIntoViewIfNeeded();
    const image = box.locator('img');
    await expect(image).toHaveAttribute('src', /imports/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }

  api.kill('SIGTERM');
  await new Promise((resolve) => api?.once('close', resolve));
});
