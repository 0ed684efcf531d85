import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where media live: catalogue images (`images/…`), their resized copies (`image-cache/…`) and inquiry uploads
 * (`inquiries/…`). A key is a relative path of `/`-separated segments; the same key names the same object on every
 * API instance that shares the store (a folder on one machine, or an S3-compatible bucket shared by several).
 */
export interface MediaStore {
  readonly kind: 'filesystem' | 's3';
  /** Writes the whole object or nothing: a reader never sees half of it. Replaces an object of the same key. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** The object's size and last change, or null when there is none. */
  head(key: string): Promise<StoredInfo | null>;
  /** Removes one object (nothing when absent). */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (a folder: end it with `/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** The keys under `prefix` with their last change, in no promised order. */
  list(prefix: string): Promise<{ key: string; modified: number }[]>;
  /** Throws unless an object can be written, read back and removed (readiness). */
  checkWritable(): Promise<void>;
}

export interface StoredInfo {
  size: number;
  /** Last change, in ms since the epoch. */
  modified: number;
}
export interface StoredObject extends StoredInfo {
  body: Buffer;
}

const KEY = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._\-/]+$/;

/** Throws on a key that is not a plain relative path (no `..`, no leading `/`, no backslash, no empty segment). */
export function assertKey(key: string): string {
  if (!KEY.test(key) || key.startsWith('/') || key.includes('//')) throw new Error(`Not a media key: ${key}`);
  return key;
}

/** The filesystem store: a key is a file under `root` (MEDIA_DIR). */
export function filesystemStore(root: string): MediaStore {
  const base = resolve(root);
  const fileOf = (key: string) => {
    const path = resolve(base, assertKey(key));
    if (!path.startsWith(base + sep)) throw new Error(`Not a media key: ${key}`);
    return path;
  };
  const info = async (path: string): Promise<StoredInfo | null> => {
    try {
      const found = await stat(path);
      return found.isFile() ? { size: found.size, modified: found.mtimeMs } : null;
    } catch {
      return null;
    }
  };
  let sequence = 0;
  const store: MediaStore = {
    kind: 'filesystem',
    async put(key, body) {
      const path = fileOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside, then renamed over: another process reading the key sees the old file or the new one.
      sequence += 1;
      const partial = `${path}.${process.pid}.${sequence}.partial`;
      await writeFile(partial, body);
      await rename(partial, path);
    },
    async get(key) {
      const path = fileOf(key);
      const found = await info(path);
      if (!found) return null;
      try {
        return { ...found, body: await readFile(path) };
      } catch {
        return null;
      }
    },
    head: (key) => info(fileOf(key)),
    async delete(key) {
      await unlink(fileOf(key)).catch(() => undefined);
    },
    async deletePrefix(prefix) {
      const folder = prefix.endsWith('/') ? fileOf(prefix.slice(0, -1)) : null;
      if (folder) return rm(folder, { recursive: true, force: true });
      for (const { key } of await store.list(prefix)) await store.delete(key);
    },
    async list(prefix) {
      const start = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const from = start ? fileOf(start) : base;
      const entries = await readdir(from, { recursive: true, withFileTypes: true }).catch(() => []);
      const found: { key: string; modified: number }[] = [];
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith('.partial')) continue;
        const path = join(entry.parentPath, entry.name);
        const key = path
          .slice(base.length + 1)
          .split(sep)
          .join('/');
        if (!key.startsWith(prefix)) continue;
        const stored = await info(path);
        if (stored) found.push({ key, modified: stored.modified });
      }
      return found;
    },
    async checkWritable() {
      const key = `.health/${process.pid}-${Date.now()}`;
      await store.put(key, Buffer.from('ok'), 'text/plain');
      const back = await store.get(key);
      await store.delete(key);
      if (back?.body.toString() !== 'ok') throw new Error('The media folder did not give back what was written.');
    },
  };
  return store;
}
