import type { BigIntStats } from 'node:fs';
import { type FileHandle, link, mkdir, open, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';

/**
 * Where media live: catalogue images (`images/…`), their resized copies (`image-cache/…`) and inquiry uploads
 * (`inquiries/…`). A key is a relative path of `/`-separated segments; the same key names the same object on every
 * API instance that shares the store (a folder on one machine, or an S3-compatible bucket shared by several).
 */
export interface MediaStore {
  readonly kind: 'filesystem' | 's3';
  /** Where the objects are, for start lines and operator messages: `folder .data/media`, `s3://bucket/prefix/`. */
  readonly location: string;
  /**
   * Writes the whole object or nothing: a reader never sees half of it. Replaces an object of the same key, unless
   * `ifAbsent`: then an existing object is left as it is and MediaKeyTaken is thrown.
   */
  put(key: string, body: Uint8Array, contentType: string, options?: { ifAbsent?: boolean }): Promise<void>;
  /**
   * The object's bytes as a stream, read as the reader takes them (what the image routes answer with: an object is
   * never held whole), with its size and version as of the same read; null when there is none. The caller reads the
   * stream to its end or cancels it, which lets go of the file or the connection.
   */
  open(key: string): Promise<OpenedObject | null>;
  /**
   * The whole object in memory, or null when there is none: for the code that needs the bytes (the resizer, the
   * placeholders, inquiry images). Refuses (MediaTooLarge) an object above `maxBytes`, by default
   * WHOLE_READ_BYTES, before reading it.
   */
  get(key: string, options?: { maxBytes?: number }): Promise<StoredObject | null>;
  /** The object's size, last change and version, or null when there is none. */
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
  /**
   * Changes whenever the object's bytes may have changed, the same on every instance (the bucket's ETag; the file's
   * inode, modification time and size): what a cache of anything made from the object is keyed by, and the HTTP ETag.
   */
  version: string;
}
export interface StoredObject extends StoredInfo {
  body: Buffer;
}
export interface OpenedObject extends StoredInfo {
  body: ReadableStream<Uint8Array>;
}

/**
 * The most a whole read takes into memory: the import's limit of one image file (IMPORT_LIMITS.imageBytes, kept equal
 * by store.test.ts), so every imported original can be resized, and nothing larger than the import allows is ever
 * held whole by one request.
 */
export const WHOLE_READ_BYTES = 32 * 1024 * 1024;

/** A whole read found an object larger than it may take into memory. */
export class MediaTooLarge extends Error {
  constructor(
    readonly key: string,
    readonly size: number,
  ) {
    super(`The media object ${key} holds ${size} bytes, more than a whole read takes`);
  }
}

/** Reads a stream to its end, refusing (MediaTooLarge) more than `maxBytes`: a size a store announced may be wrong. */
export async function readBounded(key: string, body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new MediaTooLarge(key, size);
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks, size);
}

/** A write with `ifAbsent` found an object under its key already. */
export class MediaKeyTaken extends Error {
  constructor(readonly key: string) {
    super(`A media object exists already under ${key}`);
  }
}

const KEY = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._\-/]+$/;

/** Throws on a key that is not a plain relative path (no `..`, no leading `/`, no backslash, no empty segment). */
export function assertKey(key: string): string {
  if (!KEY.test(key) || key.startsWith('/') || key.endsWith('/') || key.includes('//'))
    throw new Error(`Not a media key: ${key}`);
  return key;
}

/** A prefix is empty (everything), or a key, or a key followed by `/` (one folder). */
export function assertPrefix(prefix: string): string {
  if (prefix !== '') assertKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}

/** Numbers the partial files of this process: of every store in it, two of which may share one folder. */
let sequence = 0;

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
      return infoOfFile(await stat(path, { bigint: true }));
    } catch {
      return null;
    }
  };
  /**
   * The file opened, with its info taken from the open file itself: a put renaming a new file into place meanwhile
   * cannot pair the old bytes with the new version. Null when there is no file.
   */
  const openFile = async (key: string): Promise<{ handle: FileHandle; info: StoredInfo } | null> => {
    const path = fileOf(key);
    let handle: FileHandle;
    try {
      handle = await open(path, 'r');
    } catch (error) {
      if (isMissingFile(error)) return null;
      throw error;
    }
    try {
      const found = infoOfFile(await handle.stat({ bigint: true }));
      if (found) return { handle, info: found };
    } catch (error) {
      await handle.close();
      throw error;
    }
    await handle.close();
    return null;
  };
  const store: MediaStore = {
    kind: 'filesystem',
    location: `folder ${root}`,
    async put(key, body, _contentType, options) {
      const path = fileOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside, then moved into place: another process reading the key sees the old file or the new one.
      sequence += 1;
      const partial = `${path}.${process.pid}.${sequence}.partial`;
      try {
        await writeFile(partial, body);
        if (!options?.ifAbsent) return await rename(partial, path);
        // A hard link fails when the name exists, in one step: two writers of one key cannot both succeed.
        await link(partial, path).catch((error: NodeJS.ErrnoException) => {
          throw error.code === 'EEXIST' ? new MediaKeyTaken(key) : error;
        });
      } finally {
        await unlink(partial).catch(() => undefined);
      }
    },
    async open(key) {
      const opened = await openFile(key);
      if (!opened) return null;
      // The stream closes the file at its end, on an error, and when it is cancelled (a client gone mid-reply).
      const body = Readable.toWeb(opened.handle.createReadStream()) as ReadableStream<Uint8Array>;
      return { ...opened.info, body };
    },
    async get(key, options) {
      const opened = await openFile(key);
      if (!opened) return null;
      const { handle, info: found } = opened;
      try {
        const maxBytes = options?.maxBytes ?? WHOLE_READ_BYTES;
        if (found.size > maxBytes) throw new MediaTooLarge(key, found.size);
        // A file is replaced by a rename, never rewritten in place: what the open file holds is the size it reported.
        return { ...found, body: await handle.readFile() };
      } finally {
        await handle.close();
      }
    },
    head: async (key) => info(fileOf(key)),
    async delete(key) {
      await unlink(fileOf(key)).catch(() => undefined);
    },
    async deletePrefix(prefix) {
      const folder = assertPrefix(prefix).endsWith('/') ? fileOf(prefix.slice(0, -1)) : null;
      if (folder) return rm(folder, { recursive: true, force: true });
      for (const { key } of await store.list(prefix)) await store.delete(key);
    },
    async list(prefix) {
      assertPrefix(prefix);
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
    checkWritable: () => roundTrip(store),
  };
  return store;
}

function infoOfFile(found: BigIntStats): StoredInfo | null {
  if (!found.isFile()) return null;
  // Every put renames a new file into place: a new inode even when the clock's coarse tick has not moved.
  const version = [found.ino, found.mtimeNs, found.size].map((n) => n.toString(36)).join('-');
  return { size: Number(found.size), modified: Number(found.mtimeMs), version };
}

/** No file under the key: nothing there, or a folder where a key's parent should be. */
const isMissingFile = (error: unknown) =>
  ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Writes a small object, reads it back and removes it: what readiness asks of any store. */
export async function roundTrip(store: MediaStore): Promise<void> {
  const key = `.health/${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await store.put(key, Buffer.from('ok'), 'text/plain');
  try {
    const back = await store.get(key);
    if (back?.body.toString() !== 'ok')
      throw new Error(`The media store (${store.location}) gave back another object.`);
  } finally {
    await store.delete(key);
  }
}
