import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIORITY_CARDS } from '@/features/catalog/main/main-layout';
import {
  entryLink,
  forgetDocumentScript,
  pages,
  runDocumentScript,
  settled,
  skeleton,
  startedEntries,
  summary,
} from '@/testing/document-script';

// Issue 30: index.html's first script also starts the bundle, in place of the entry's module script
// (scripts/lib/deferred-entry.ts), once the first screen's images have painted.
afterEach(forgetDocumentScript);

// The entry's evaluation is the page's longest task: it waits until the skeleton's images have painted.
describe('starting the bundle', () => {
  const ENTRY = '/assets/index-test.js';
  let frames: FrameRequestCallback[] = [];
  /** The browser paints a frame: the callbacks asked for it run (and may ask for the next one). */
  const frame = () => {
    const due = frames;
    frames = [];
    due.forEach((callback) => callback(0));
  };
  const started = [{ src: ENTRY, crossOrigin: 'anonymous' }];
  const images = (shell: HTMLElement) => [...shell.querySelectorAll('img')];
  const viewer = { 'contents/viewer/9': { images: pages, progress: null } };

  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    performance.clearMarks('entry-start');
  });

  it('starts the entry once the document is parsed on a screen without early reads, and marks when', () => {
    entryLink(ENTRY);
    const { parsed } = runDocumentScript('/search');
    expect(startedEntries()).toEqual([]);
    parsed();
    expect(startedEntries()).toEqual(started);
    expect(performance.getEntriesByName('entry-start', 'mark')).toHaveLength(1);
    parsed();
    expect(startedEntries()).toHaveLength(1);
  });

  it('starts it in the German bundle too, which reads nothing early', () => {
    entryLink(ENTRY);
    runDocumentScript('/viewer/9', viewer, 'de').parsed();
    expect(startedEntries()).toEqual(started);
  });

  it('waits for the reply and for the image it names to be painted, then starts it', async () => {
    entryLink(ENTRY);
    const shell = skeleton();
    const { parsed } = runDocumentScript('/viewer/9', viewer);
    parsed();
    await settled();
    const [image] = images(shell);
    expect(image).toBeDefined();
    frame();
    expect(startedEntries()).toEqual([]);
    image!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(startedEntries()).toEqual([]);
    frame();
    expect(startedEntries()).toEqual([]);
    frame();
    expect(startedEntries()).toEqual(started);
  });

  it('on `/` waits for each of the first covers', async () => {
    entryLink(ENTRY);
    const shell = skeleton();
    const sections = [{ key: 'first', items: [1, 2, 3, 4].map(summary) }];
    runDocumentScript('/', { sections, banners: [], theme: [] }).parsed();
    await settled();
    const covers = images(shell);
    expect(covers).toHaveLength(PRIORITY_CARDS);
    covers[0]!.dispatchEvent(new Event('load'));
    covers[1]!.dispatchEvent(new Event('error'));
    // A cover that loads again (another width after a resize) is not counted twice.
    covers[0]!.dispatchEvent(new Event('load'));
    covers[1]!.dispatchEvent(new Event('load'));
    frame();
    frame();
    expect(startedEntries()).toEqual([]);
    covers[2]!.dispatchEvent(new Event('load'));
    frame();
    frame();
    expect(startedEntries()).toEqual(started);
  });

  it('starts it without waiting when the reply is refused, names no image, or never comes', async () => {
    for (const [path, replies, fetch] of [
      ['/detail/404', {}, undefined],
      ['/viewer/5', { 'contents/viewer/5': { images: [] } }, undefined],
      ['/viewer/9', {}, vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
    ] as const) {
      entryLink(ENTRY);
      const shell = skeleton();
      const { parsed } = runDocumentScript(path, replies, 'japan', fetch);
      await settled();
      expect(startedEntries(), path).toEqual([]);
      parsed();
      expect(startedEntries(), path).toEqual(started);
      expect(images(shell), path).toEqual([]);
      forgetDocumentScript();
    }
  });

  it('starts it 1 s after it has arrived if the image is still on its way, and at once if it failed to load', async () => {
    const link = entryLink(ENTRY);
    skeleton();
    runDocumentScript('/viewer/9', viewer).parsed();
    await settled();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      link.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(999);
      expect(startedEntries()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(startedEntries()).toEqual(started);
    } finally {
      vi.useRealTimers();
    }
    forgetDocumentScript();
    const failed = entryLink(ENTRY);
    skeleton();
    runDocumentScript('/viewer/9', viewer).parsed();
    await settled();
    failed.dispatchEvent(new Event('error'));
    expect(startedEntries()).toEqual(started);
  });

  it('leaves the dev server its own module script: no link, nothing started', async () => {
    const shell = skeleton();
    runDocumentScript('/viewer/9', viewer).parsed();
    await settled();
    images(shell)[0]!.dispatchEvent(new Event('load'));
    frame();
    frame();
    expect(startedEntries()).toEqual([]);
  });
});
