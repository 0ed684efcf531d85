// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogueImageKeys, ensureCatalogueImages } from './catalogue-images';
import { filesystemStore, type MediaStore } from './store';

let folder = '';
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'webtoon-catalogue-images-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** A server's store on the shared folder, noting which images it wrote (the real store does the writing). */
function instance() {
  const store = filesystemStore(folder);
  const drawn: string[] = [];
  const media: MediaStore = {
    ...store,
    async put(key, body, contentType, options) {
      await store.put(key, body, contentType, options);
      if (key.startsWith('images/')) drawn.push(key);
    },
  };
  return { media, drawn };
}

/** Eight of the English catalogue's covers: small images, quick to draw. */
const COVERS = catalogueImageKeys('en')
  .filter((key) => key.startsWith('images/covers/'))
  .slice(0, 8);
const paths = COVERS.map((key) => key.slice('images/'.length));
const claimOf = (key: string) => key.replace(/^images\//, 'images-drawing/');
const keysUnder = async (media: MediaStore, prefix: string) => (await media.list(prefix)).map((o) => o.key).sort();

describe('catalogue images drawn by instances that start together on one store', () => {
  it('draws each image once between two instances, and leaves every image stored and no claim behind', async () => {
    const a = instance();
    const b = instance();
    await Promise.all([
      ensureCatalogueImages(a.media, 'en', undefined, paths),
      ensureCatalogueImages(b.media, 'en', undefined, paths),
    ]);
    expect([...a.drawn, ...b.drawn].sort()).toEqual([...COVERS].sort());
    expect(await keysUnder(a.media, 'images/covers/')).toEqual([...COVERS].sort());
    expect(await keysUnder(a.media, 'images-drawing/')).toEqual([]);
  });

  it('waits for an image another instance is drawing instead of drawing it too, and draws the rest', async () => {
    const other = filesystemStore(folder);
    const [claimed, ...rest] = COVERS as [string, ...string[]];
    await other.put(claimOf(claimed), Buffer.from(JSON.stringify({ host: 'elsewhere', pid: 1 })), 'application/json');
    const a = instance();
    const done = ensureCatalogueImages(a.media, 'en', undefined, paths);
    // It draws everything but the claimed image, then waits for that one.
    await expect.poll(() => a.drawn.length, { timeout: 20_000 }).toBe(rest.length);
    const picture = (await other.get(rest[0]!))!.body;
    await other.put(claimed, picture, 'image/png');
    await other.delete(claimOf(claimed));
    expect(await done).toBe(COVERS.length);
    expect(a.drawn.sort()).toEqual([...rest].sort());
  });

  it('takes over the claim of a process of this machine that has ended (a start stopped mid-way and run again)', async () => {
    const ended = spawnSync(process.execPath, ['-e', '']);
    expect(ended.status).toBe(0);
    const other = filesystemStore(folder);
    const [claimed] = COVERS as [string];
    const claim = JSON.stringify({ host: hostname(), pid: ended.pid });
    await other.put(claimOf(claimed), Buffer.from(claim), 'application/json');
    const a = instance();
    await ensureCatalogueImages(a.media, 'en', undefined, paths);
    expect(a.drawn).toContain(claimed);
    expect(await keysUnder(a.media, 'images-drawing/')).toEqual([]);
  });
});
