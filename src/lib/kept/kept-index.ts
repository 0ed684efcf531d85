import { keptKv } from './kv';
import { dropWrites } from './write-queue';

/**
 * What one account keeps on this device for offline reading: an index in IndexedDB (per account, so another account
 * on the same device never sees it) over the responses in Cache Storage `kept-v1`, whose keys are the very URLs the
 * viewer asks for (the service worker answers them from there when the network fails). Shared layer, because the
 * session forgets an account's episodes at sign-out and on an account switch (src/session), and the offline feature
 * (src/features/offline) keeps and lists them.
 */

/** The Cache Storage cache of kept episodes; the service worker looks there too (src/sw). */
export const KEPT_CACHE = 'kept-v1';

export interface KeptEpisode {
  episodeId: number;
  contentId: number;
  number: number;
  name: string;
  /** Bytes of its images and replies in Cache Storage. */
  bytes: number;
  /** Device time it was kept at (epoch ms). */
  keptAt: number;
  /** A rental's end by the server's clock (epoch ms); null for an owned episode. */
  rentalEnd: number | null;
  /** The server's clock when it was kept (the reply's Date header), and the device's at the same moment. */
  serverAtSave: number;
  deviceAtSave: number;
  /** The episode call's URL (the viewer's request). */
  callUrl: string;
  /** Every image URL it keeps (episode and copyright images; the latter may be shared with other episodes). */
  imageUrls: string[];
}

export interface KeptTitle {
  contentId: number;
  name: string;
  /** The title call's URL (its metadata and the place of each episode in it). */
  callUrl: string;
}

export interface KeptIndex {
  episodes: Record<string, KeptEpisode>;
  titles: Record<string, KeptTitle>;
}

const indexKey = (accountId: number) => `kept:${accountId}`;
const emptyIndex = (): KeptIndex => ({ episodes: {}, titles: {} });

export async function readKeptIndex(accountId: number): Promise<KeptIndex> {
  return (await keptKv().get<KeptIndex>(indexKey(accountId))) ?? emptyIndex();
}

const queues = new Map<number, Promise<unknown>>();
const listeners = new Set<() => void>();

/** Calls `listener` after every change of any account's index (the library's tab and the keep buttons follow it). */
export function onKeptChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Changes an account's index, one change at a time per account (two keep buttons pressed together must not lose one
 * another's entry). `change` answers the new index.
 */
export function updateKeptIndex<T>(
  accountId: number,
  change: (index: KeptIndex) => Promise<{ index: KeptIndex; result: T }> | { index: KeptIndex; result: T },
): Promise<T> {
  const previous = queues.get(accountId) ?? Promise.resolve();
  const next = previous
    .catch(() => undefined)
    .then(async () => {
      const { index, result } = await change(await readKeptIndex(accountId));
      await keptKv().set(indexKey(accountId), index);
      for (const listener of listeners) listener();
      return result;
    });
  queues.set(accountId, next);
  return next;
}

/** URLs of `episode` that no other kept episode of `index` still needs (copyright images are shared in a title). */
export function urlsOnlyFor(index: KeptIndex, episode: KeptEpisode): string[] {
  const others = Object.values(index.episodes).filter((e) => e.episodeId !== episode.episodeId);
  const needed = new Set(others.flatMap((e) => [e.callUrl, ...e.imageUrls]));
  const titleStays = others.some((e) => e.contentId === episode.contentId);
  const own = [episode.callUrl, ...episode.imageUrls];
  const title = index.titles[String(episode.contentId)];
  if (title && !titleStays) own.push(title.callUrl);
  return own.filter((url) => !needed.has(url));
}

async function deleteUrls(urls: readonly string[]): Promise<void> {
  if (typeof caches === 'undefined' || urls.length === 0) return;
  const cache = await caches.open(KEPT_CACHE);
  await Promise.all(urls.map((url) => cache.delete(url)));
}

/**
 * The Web Lock every keep holds (shared, so keeps run side by side) from its first write to Cache Storage until its
 * index entry is stored: the orphan sweep below runs only while no tab is keeping anything.
 */
const KEEPING_LOCK = 'kept:keeping';

type LockRequest = <T>(name: string, options: LockOptions, work: (lock: Lock | null) => Promise<T>) => Promise<T>;

function lockRequest(): LockRequest | null {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request.bind(locks) as LockRequest) : null;
}

/** Runs one keep under the shared keeping lock (without Web Locks, as it is: the sweep then never runs). */
export function whileKeeping<T>(work: () => Promise<T>): Promise<T> {
  const request = lockRequest();
  return request ? request(KEEPING_LOCK, { mode: 'shared' }, work) : work();
}

/**
 * Deletes what Cache Storage `kept-v1` holds that no entry of the account's index names: the files of a keep cut
 * short by a closed tab or a reload (written, never indexed), which would otherwise fill the device unseen. Only when
 * no keep runs in any tab (the exclusive lock, if available at once), and only for the device's own account: the
 * index of any other account was forgotten when this one signed in. Answers how many entries it deleted.
 */
export async function sweepOrphans(accountId: number): Promise<number> {
  const request = lockRequest();
  if (!request || typeof caches === 'undefined' || deviceAccount() !== accountId) return 0;
  return request(KEEPING_LOCK, { mode: 'exclusive', ifAvailable: true }, async (lock) => {
    if (!lock) return 0;
    const index = await readKeptIndex(accountId);
    const named = new Set([
      ...Object.values(index.episodes).flatMap((e) => [e.callUrl, ...e.imageUrls]),
      ...Object.values(index.titles).map((title) => title.callUrl),
    ]);
    const cache = await caches.open(KEPT_CACHE);
    const orphans = (await cache.keys()).filter((key) => !named.has(key.url));
    await Promise.all(orphans.map((key) => cache.delete(key)));
    return orphans.length;
  });
}

/** Removes kept episodes (their responses, then their index entries; a title without episodes goes with them). */
export function removeKept(accountId: number, episodeIds: readonly number[]): Promise<void> {
  return updateKeptIndex(accountId, async (index) => {
    let next = index;
    for (const id of episodeIds) {
      const episode = next.episodes[String(id)];
      if (!episode) continue;
      await deleteUrls(urlsOnlyFor(next, episode));
      next = withoutEpisode(next, episode);
    }
    return { index: next, result: undefined };
  });
}

function withoutEpisode(index: KeptIndex, episode: KeptEpisode): KeptIndex {
  const episodes = { ...index.episodes };
  delete episodes[String(episode.episodeId)];
  const titles = { ...index.titles };
  if (!Object.values(episodes).some((e) => e.contentId === episode.contentId)) delete titles[String(episode.contentId)];
  return { episodes, titles };
}

/**
 * Sign-out, withdrawal, another account signing in: everything this account kept leaves the device, and so do the
 * writes it queued offline (never sent later under whoever signs in next).
 */
export async function forgetKept(accountId: number): Promise<void> {
  const index = await readKeptIndex(accountId);
  await removeKept(accountId, Object.keys(index.episodes).map(Number));
  await keptKv().del(indexKey(accountId));
  await dropWrites(accountId);
  if (deviceAccount() === accountId) setDeviceAccount(null);
  for (const listener of listeners) listener();
}

/** localStorage key of the account that last signed in on this device (read offline, when no session loads). */
export const DEVICE_ACCOUNT_KEY = 'kept:account';

export function deviceAccount(): number | null {
  try {
    const value = Number(localStorage.getItem(DEVICE_ACCOUNT_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function setDeviceAccount(accountId: number | null): void {
  try {
    if (accountId === null) localStorage.removeItem(DEVICE_ACCOUNT_KEY);
    else localStorage.setItem(DEVICE_ACCOUNT_KEY, String(accountId));
  } catch {
    // Storage refused (a sandboxed frame): nothing is kept without it either.
  }
}

const signInListeners = new Set<(accountId: number) => void>();

/**
 * Calls `listener` once each session is established and the device's account settled (the queue of offline writes
 * flushes then: after an offline reload the session comes back well after the `online` event).
 */
export function onAccountSignedIn(listener: (accountId: number) => void): () => void {
  signInListeners.add(listener);
  return () => signInListeners.delete(listener);
}

/**
 * A session was established for `accountId`: when another account signed in on this device before, what that one
 * kept and queued is forgotten (an account switch), and this one becomes the device's account.
 */
export async function accountSignedIn(accountId: number): Promise<void> {
  const before = deviceAccount();
  if (before !== accountId) {
    if (before !== null) await forgetKept(before);
    setDeviceAccount(accountId);
  }
  for (const listener of signInListeners) listener(accountId);
}
