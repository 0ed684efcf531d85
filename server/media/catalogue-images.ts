import { hostname } from 'node:os';
import sharp from 'sharp';
import { COPYRIGHT_IMAGES } from '../../src/domain/constants';
import { COVER_KEYS, COVER_RATIOS, type CoverKey, type ImageRef } from '../../src/domain/catalog';
import type { DemoLocale } from '../db/demo-text';
import { personName, SEED_TITLE_COUNT, seedTitles, type SeedTitle } from '../db/seed-catalog-data';
import { coverSvg, pageSvg } from './comic-art';
import { canLetter } from './fonts';
import { MediaKeyTaken, type MediaStore } from './store';

/**
 * The bounded set of seed images: a few dozen comic pages reused across episodes (wordless, so every language shares
 * them), each title's cover in every aspect ratio in the catalogue's language (the title's name is on it) and the 8
 * copyright images. Rows refer to them by path, so the seed knows every size without rendering anything.
 */
export const PANEL_COUNT = 24;
export const PANEL_WIDTH = 1080;
const COVER_WIDTH = 480;

const two = (n: number) => String(n).padStart(2, '0');
const imageUrl = (path: string) => `/images/${path}`;

/** Panel heights vary between 1200 and 2590 px, deterministically. */
export function panelRef(index: number): ImageRef & { path: string } {
  const i = ((index % PANEL_COUNT) + PANEL_COUNT) % PANEL_COUNT;
  const path = `panels/p${two(i + 1)}.png`;
  return { path, url: imageUrl(path), width: PANEL_WIDTH, height: 1200 + ((i * 337) % 1400) };
}

/** The cover of the seed title `titleIndex` in one aspect ratio, in the catalogue's language. */
export function coverRef(key: CoverKey, titleIndex: number, locale: DemoLocale): ImageRef & { path: string } {
  const v = ((titleIndex % SEED_TITLE_COUNT) + SEED_TITLE_COUNT) % SEED_TITLE_COUNT;
  const path = `covers/${locale}/${key}-t${two(v + 1)}.png`;
  return { path, url: imageUrl(path), width: COVER_WIDTH, height: Math.round(COVER_WIDTH / COVER_RATIOS[key]) };
}

export function coversFor(titleIndex: number, locale: DemoLocale): Record<CoverKey, ImageRef> {
  const entries = COVER_KEYS.map((key) => {
    const { url, width, height } = coverRef(key, titleIndex, locale);
    return [key, { url, width, height }] as const;
  });
  return Object.fromEntries(entries) as Record<CoverKey, ImageRef>;
}

export function copyrightRefs(): (ImageRef & { path: string })[] {
  return Array.from({ length: COPYRIGHT_IMAGES.count }, (_, i) => {
    const path = `copyright/c${two(i + 1)}.png`;
    return { path, url: imageUrl(path), width: COPYRIGHT_IMAGES.width, height: COPYRIGHT_IMAGES.height };
  });
}

function copyrightSvg(width: number, height: number, page: number): string {
  const size = Math.round(width / 16);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#17131f"/><text x="${width / 2}" y="${height / 2}" font-size="${size}" font-family="sans-serif" font-weight="700" fill="#fbf8f1" text-anchor="middle">© Webtoon Service</text><text x="${width / 2}" y="${height / 2 + size * 1.6}" font-size="${Math.round(size * 0.6)}" font-family="sans-serif" fill="#b8b2c8" text-anchor="middle">${page} / 8</text></svg>`;
}

/** A title's name as a logo sets it: the first word, then the rest (a name without spaces stays one line). */
function logoLines(name: string): string[] {
  const [first = '', ...rest] = name.split(' ');
  return [first, rest.join(' ')].filter(Boolean);
}

function coverJob(title: SeedTitle, key: CoverKey, locale: DemoLocale): Job {
  const ref = coverRef(key, title.index, locale);
  const author = title.creators.map((c) => personName(c.person)).join(' / ');
  return {
    path: ref.path,
    render: () =>
      coverSvg({
        width: ref.width,
        height: ref.height,
        seed: title.index,
        lines: canLetter(locale) ? logoLines(title.name) : [],
        author,
        genre: title.genres[1] ?? 'drama',
      }),
  };
}

interface Job {
  path: string;
  render: () => string;
}

function jobs(locale: DemoLocale): Job[] {
  const list: Job[] = [];
  for (let i = 0; i < PANEL_COUNT; i += 1) {
    const ref = panelRef(i);
    list.push({ path: ref.path, render: () => pageSvg(ref.width, ref.height, i + 1) });
  }
  for (const title of seedTitles(locale)) for (const key of COVER_KEYS) list.push(coverJob(title, key, locale));
  return [...list, ...copyrightJobs()];
}

/** The spec's copyright pages that end every episode (§9): the service's own, in production as in the demo. */
function copyrightJobs(): Job[] {
  return copyrightRefs().map((ref, i) => ({
    path: ref.path,
    render: () => copyrightSvg(ref.width, ref.height, i + 1),
  }));
}

/** The store key of a catalogue image path (relative to `images/`, as rows and URLs name it). */
export const catalogueKey = (path: string) => `images/${path}`;

/** Every seed image key of the catalogue in `locale`. */
export function catalogueImageKeys(locale: DemoLocale): string[] {
  return jobs(locale).map((job) => catalogueKey(job.path));
}

/** The keys the store holds already in the folders of `keys`: one listing a folder, not one look per image. */
async function storedOf(media: MediaStore, keys: readonly string[]): Promise<Set<string>> {
  const folders = new Set(keys.map((key) => key.slice(0, key.lastIndexOf('/') + 1)));
  const stored = new Set<string>();
  for (const folder of folders) for (const { key } of await media.list(folder)) stored.add(key);
  return stored;
}

/**
 * Renders every seed image of the catalogue in `locale` that the media store lacks under `images/`; returns how many
 * were missing (drawn here or by an instance beside it, see renderMissing). Idempotent. `progress` hears (0, total)
 * before the first image and (done, total) after each one. `only` (paths as `ImageRef.path` names them) renders
 * just those: a test that serves two images need not draw the catalogue's hundreds.
 */
export function ensureCatalogueImages(
  media: MediaStore,
  locale: DemoLocale,
  progress?: (done: number, total: number) => void,
  only?: readonly string[],
): Promise<number> {
  const all = jobs(locale);
  return renderMissing(media, only ? all.filter((job) => only.includes(job.path)) : all, progress);
}

/**
 * Renders the copyright pages the media store lacks under `images/` (a production start: no demo catalogue, but every
 * episode's viewer still ends with them). An operator may replace the objects with the service's own artwork.
 */
export function ensureServiceImages(media: MediaStore): Promise<number> {
  return renderMissing(media, copyrightJobs());
}

/** Where an instance notes that it is drawing an image: `images-drawing/<path>`, removed once the image is stored. */
const claimKey = (path: string) => `images-drawing/${path}`;
/** A claim this old on an image still missing is an instance's that ended mid-way: another takes the image over. */
const CLAIM_STALE_MS = 120_000;
/** How often an instance looks whether an image another one claimed is stored. */
const CLAIM_POLL_MS = 200;

/** Whose a claim is: this machine's name and process. */
const claimant = () => JSON.stringify({ host: hostname(), pid: process.pid });

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A claim no one will finish: made by a process of this machine that has ended (a start stopped with Ctrl-C is
 * started again at once), or older than CLAIM_STALE_MS (an instance elsewhere that ended).
 */
function isStale(held: { body: Buffer; modified: number }): boolean {
  if (Date.now() - held.modified >= CLAIM_STALE_MS) return true;
  try {
    const { host, pid } = JSON.parse(held.body.toString()) as { host?: unknown; pid?: unknown };
    return host === hostname() && typeof pid === 'number' && !alive(pid);
  } catch {
    return false;
  }
}

/**
 * Claims `job`'s image for this instance: true when it is ours to draw (no claim, or only a stale one), false when
 * another instance is drawing it or it is stored already.
 */
async function claim(media: MediaStore, job: Job): Promise<boolean> {
  const key = claimKey(job.path);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await media.put(key, Buffer.from(claimant()), 'application/json', { ifAbsent: true });
      // Stored by an instance that finished it between our listing and the claim: nothing to draw.
      if (!(await media.head(catalogueKey(job.path)))) return true;
      await media.delete(key);
      return false;
    } catch (error) {
      if (!(error instanceof MediaKeyTaken)) throw error;
      const held = await media.get(key, { maxBytes: 1024 });
      if (held && !isStale(held)) return false;
      await media.delete(key);
    }
  }
  return false;
}

/**
 * Safe when instances start together, and on a folder they share the work: an instance draws an image only under its
 * claim (a file written only where none is, `put`'s ifAbsent) and waits for the images another one claimed, taking
 * one over when that claim goes stale. The e2e suite's servers start five at once on one folder: each drew every panel
 * and copyright page, and 'me' and 'de' (one catalogue language) every cover twice, most of a start that once took
 * over 5 minutes on a loaded machine.
 */
async function renderMissing(
  media: MediaStore,
  all: Job[],
  progress?: (done: number, total: number) => void,
): Promise<number> {
  const stored = await storedOf(
    media,
    all.map((job) => catalogueKey(job.path)),
  );
  const missing = all.filter((job) => !stored.has(catalogueKey(job.path)));
  if (missing.length === 0) return 0;
  progress?.(0, missing.length);
  let done = 0;
  const finished = () => {
    done += 1;
    progress?.(done, missing.length);
  };
  // Claims on a folder only: instances sharing a bucket are a deployment's, which draws its 8 copyright pages at
  // most, and the tests' S3 stand-in (s3rver) fails on puts and deletes racing in one folder (it removes the folder a
  // put is writing into). On a bucket each instance draws what it found missing, as before the claims.
  const claims = media.kind === 'filesystem';
  const draw = async (job: Job) => {
    try {
      // 16 colours without dithering: flat, poster-like bands that compress to a few kilobytes.
      const png = await sharp(Buffer.from(job.render()))
        .png({ palette: true, colours: 16, dither: 0, effort: 1 })
        .toBuffer();
      await media.put(catalogueKey(job.path), png, 'image/png');
    } finally {
      if (claims) await media.delete(claimKey(job.path));
    }
  };
  // sharp already uses a thread pool per image; two at a time keeps both cores busy without piling up memory.
  const queue = [...missing];
  const elsewhere: Job[] = [];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      if (!claims || (await claim(media, job))) {
        await draw(job);
        finished();
      } else elsewhere.push(job);
    }
  };
  await Promise.all([worker(), worker()]);
  for (const job of elsewhere) {
    while (!(await media.head(catalogueKey(job.path)))) {
      if (await claim(media, job)) await draw(job);
      else await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
    }
    finished();
  }
  return missing.length;
}
