import { useEffect, useState, useSyncExternalStore } from 'react';
import { deviceAccount, onKeptChange, readKeptIndex, sweepOrphans, type KeptIndex } from '@/lib/kept/kept-index';
import { selectUser, useAppSelector } from '@/session';
import { lookUpKept, sweepEnded, type KeptLookup } from './kept-read';

/**
 * The account whose kept episodes this device shows: the signed-in reader's, or offline (no session could load) the
 * account that last signed in here. Null for a guest.
 */
export function useKeptAccount(): number | null {
  const user = useAppSelector(selectUser);
  const [stored] = useState(deviceAccount);
  return user?.id ?? stored;
}

const NONE: KeptLookup = { kind: 'none' };
const EMPTY: KeptIndex = { episodes: {}, titles: {} };
const snapshots = new Map<number, KeptIndex>();
const subscribers = new Set<() => void>();
let following = false;

/** Reads the account's index into the shared snapshot (every keep button of a title page shares one read). */
function load(accountId: number): void {
  void readKeptIndex(accountId)
    .catch(() => EMPTY)
    .then((index) => {
      snapshots.set(accountId, index);
      for (const notify of subscribers) notify();
    });
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  if (!following) {
    following = true;
    onKeptChange(() => {
      for (const accountId of snapshots.keys()) load(accountId);
    });
  }
  return () => subscribers.delete(notify);
}

/**
 * The account's kept index, following every change (one shared read for all the components that show it);
 * `undefined` while it loads. With `sweep`, ended rentals are removed first (the library or the viewer noticed them),
 * and then the files of keeps cut short.
 */
export function useKeptIndex(accountId: number | null, { sweep = false } = {}): KeptIndex | undefined {
  const index = useSyncExternalStore(subscribe, () => (accountId === null ? EMPTY : snapshots.get(accountId)));
  useEffect(() => {
    if (accountId === null) return;
    if (!snapshots.has(accountId)) load(accountId);
    if (sweep)
      void sweepEnded(accountId)
        .then(() => sweepOrphans(accountId))
        .catch(() => undefined);
  }, [accountId, sweep]);
  return index;
}

/**
 * The kept copy of `episodeId` for this device's account, looked up while `active` (the viewer is offline or its call
 * failed on the network); an ended rental answers `ended` and is removed. `undefined` while it looks.
 */
export function useKeptLookup(episodeId: number, active: boolean): KeptLookup | undefined {
  const accountId = useKeptAccount();
  const [found, setFound] = useState<{ key: string; lookup: KeptLookup } | null>(null);
  const key = `${accountId}:${episodeId}`;
  useEffect(() => {
    if (!active || accountId === null) return;
    let live = true;
    void lookUpKept(accountId, episodeId)
      .catch((): KeptLookup => ({ kind: 'none' }))
      .then((lookup) => live && setFound({ key, lookup }));
    return () => {
      live = false;
    };
  }, [accountId, episodeId, active, key]);
  if (!active) return undefined;
  if (accountId === null) return NONE;
  return found?.key === key ? found.lookup : undefined;
}
