import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readKeptIndex } from '@/lib/kept/kept-index';
import { resetKv, useMemoryKv } from '@/lib/kept/kv';
import type { FakeBackend } from '@/testing/fake-backend';
import { deviceDeadline, hasEnded, monotonicNow, serverTimeOf } from './clock';
import { keepEpisode, type KeepEnvironment } from './keep';
import { lookUpKept, sweepEnded } from './kept-read';
import { installFakeCaches, type FakeCaches } from './testing/fake-caches';
import { imageFetch, keptBackend, TITLE_ID } from './testing/kept-fixtures';

const HOUR = 3_600_000;
const DEVICE_AT_SAVE = Date.UTC(2026, 5, 1, 12);

let caches: FakeCaches;
let backend: FakeBackend | null = null;

beforeEach(() => {
  useMemoryKv();
  caches = installFakeCaches();
});

afterEach(() => {
  backend?.restore();
  backend = null;
  caches.restore();
  resetKv();
});

describe('a kept rental’s end', () => {
  it('counts the server’s time left from the device’s time at save, whatever the device clock said', () => {
    // The device is 5 hours behind the server: the rental still ends 2 hours after it was kept.
    const serverAtSave = DEVICE_AT_SAVE + 5 * HOUR;
    const episode = { rentalEnd: serverAtSave + 2 * HOUR, serverAtSave, deviceAtSave: DEVICE_AT_SAVE };
    expect(deviceDeadline(episode)).toBe(DEVICE_AT_SAVE + 2 * HOUR);
    expect(hasEnded(episode, DEVICE_AT_SAVE + 2 * HOUR - 1)).toBe(false);
    expect(hasEnded(episode, DEVICE_AT_SAVE + 2 * HOUR)).toBe(true);
    expect(hasEnded({ ...episode, rentalEnd: null }, Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('reads the server’s clock from the Date header, the device’s without one', () => {
    const dated = new Response('', { headers: { Date: 'Mon, 01 Jun 2026 17:00:00 GMT' } });
    expect(serverTimeOf(dated, 1)).toBe(Date.UTC(2026, 5, 1, 17));
    expect(serverTimeOf(new Response(''), 42)).toBe(42);
  });

  it('never counts backwards: a clock moved back keeps the latest time it showed', async () => {
    expect(await monotonicNow(DEVICE_AT_SAVE + 3 * HOUR)).toBe(DEVICE_AT_SAVE + 3 * HOUR);
    expect(await monotonicNow(DEVICE_AT_SAVE)).toBe(DEVICE_AT_SAVE + 3 * HOUR);
  });

  it('stops opening a kept rental at its end, even with the clock moved back after, and removes its files', async () => {
    const expiresAt = DEVICE_AT_SAVE + 2 * HOUR;
    backend = keptBackend({ 101: { kind: 'RENTED', expiresAt } });
    const env: KeepEnvironment = {
      viewportWidth: 390,
      pixelRatio: 2,
      now: () => DEVICE_AT_SAVE,
      fetch: imageFetch().fetch,
    };
    await keepEpisode({ accountId: 1, contentId: TITLE_ID, episodeId: 101 }, env);
    expect((await readKeptIndex(1)).episodes['101']?.rentalEnd).toBe(expiresAt);

    expect((await lookUpKept(1, 101, DEVICE_AT_SAVE + HOUR)).kind).toBe('kept');
    // The device reaches the end once (a sweep notices nothing yet at 1:59)…
    expect(await sweepEnded(1, expiresAt - 60_000)).toEqual([]);
    await monotonicNow(expiresAt + 60_000);
    // …then its clock is set back to an hour after the save: the rental stays ended, and its files are gone.
    expect((await lookUpKept(1, 101, DEVICE_AT_SAVE + HOUR)).kind).toBe('ended');
    expect(caches.keys('kept-v1')).toEqual([]);
    expect((await readKeptIndex(1)).episodes).toEqual({});
  });
});
