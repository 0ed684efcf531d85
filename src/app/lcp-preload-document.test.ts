import { parse } from 'acorn';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COVER_SIZES } from '@/features/catalog/detail/cover';
import { CARD_SIZES, PRIORITY_CARDS } from '@/features/catalog/main/main-layout';
import { imageSources, stripSizes, toViewerImages } from '@/features/viewer/image-sources';
import { coverSources } from '@/ui/cover-image';
import {
  BACKEND,
  documentScript,
  entryLink,
  runDocumentScript,
  settled,
  startedEntries,
} from '@/testing/document-script';

// Issue 30: index.html's first script asks for the first screen's data with the document and preloads its largest
// image from the reply, before the bundle runs. Its preload must name the very srcset and sizes the page's <img> will
// (else the browser downloads the image twice): this runs the script as the built page carries it and compares its
// links with the app's own helpers.
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => ({
    srcset: link.getAttribute('imagesrcset'),
    sizes: link.getAttribute('imagesizes'),
    priority: link.getAttribute('fetchpriority'),
  }));

afterEach(() => {
  document.getElementById('boot-shell')?.remove();
  vi.unstubAllGlobals();
  delete window.__documentReads;
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  document.head.querySelectorAll('link[data-entry], script[type="module"]').forEach((node) => node.remove());
  window.history.replaceState(null, '', '/');
});

const cover = (id: number, width = 720) => ({ url: `https://cdn.example/covers/${id}.jpg`, width, height: 1200 });
const summary = (id: number) => ({ id, name: `Title ${id}`, covers: { main: cover(id) } });
const pages = [0, 1, 2].map((i) => ({ url: `https://cdn.example/ep/9/${i}.jpg`, width: 1080, height: 1600 }));

/** The skeleton as scripts/lib/shell-skeleton.ts writes it after #root. */
function skeleton() {
  const shell = document.createElement('div');
  shell.id = 'boot-shell';
  shell.innerHTML = '<div class="bar">Webtoon</div><p class="status">…</p><div class="block"></div>';
  document.body.append(shell);
  return shell;
}

describe("index.html's first script", () => {
  it('is ES5, so that it runs (or is skipped) in any browser that opens the page', () => {
    expect(documentScript).toContain('__documentReads');
    expect(() => parse(documentScript, { ecmaVersion: 5 })).not.toThrow();
  });

  it("on `/` asks for the home lists as a guest and preloads the first section's first covers as the rail shows them", async () => {
    const sections = [
      { key: 'empty', items: [] },
      { key: 'first', items: [1, 2, 3, 4, 5].map(summary) },
      { key: 'second', items: [6, 7].map(summary) },
    ];
    const { fetch, asked } = runDocumentScript('/', { sections, banners: [], theme: [] });
    expect(asked().sort()).toEqual([`${BACKEND}/banners`, `${BACKEND}/sections`, `${BACKEND}/theme`]);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
    await settled();
    const expected = [1, 2, 3, 4, 5]
      .slice(0, PRIORITY_CARDS)
      .map((id) => ({ srcset: coverSources(cover(id)).srcSet, sizes: CARD_SIZES, priority: 'high' }));
    expect(preloads()).toEqual(expected);
  });

  it("on `/detail/:id` asks for the title and preloads its cover with the title page's srcset and sizes", async () => {
    const { asked } = runDocumentScript('/detail/7', { 'contents/7': { id: 7, covers: { main: cover(7) } } });
    expect(asked()).toEqual([`${BACKEND}/contents/7`]);
    await settled();
    expect(preloads()).toEqual([{ srcset: coverSources(cover(7)).srcSet, sizes: COVER_SIZES, priority: 'high' }]);
  });

  it("on `/viewer/:id` asks for the episode and preloads the image it opens at, as the strip's <img> asks", async () => {
    runDocumentScript('/viewer/9', { 'contents/viewer/9': { images: pages, progress: null } });
    await settled();
    const first = imageSources(toViewerImages(pages)[0]!).srcSet;
    expect(preloads()).toEqual([{ srcset: first, sizes: stripSizes(1), priority: 'high' }]);
  });

  it('opens at the saved place, and leaves a kept episode to the viewer (its images are on the device)', async () => {
    runDocumentScript('/viewer/10/', { 'contents/viewer/10': { images: pages, progress: { lastImage: 2 } } });
    await settled();
    expect(preloads().map((link) => link.srcset)).toEqual([imageSources(toViewerImages(pages)[2]!).srcSet]);
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    runDocumentScript('/viewer/11', { 'contents/viewer/11': { images: pages, keptImageWidth: 750, progress: null } });
    await settled();
    expect(preloads()).toEqual([]);
  });

  it("offers the image endpoint's widths exactly as the page does, whatever the image's own width", async () => {
    for (const width of [40, 100, 300, 720, 1080, 2000, 5000]) {
      runDocumentScript(`/detail/${width}`, { [`contents/${width}`]: { covers: { main: cover(1, width) } } });
      runDocumentScript(`/viewer/${width}`, { [`contents/viewer/${width}`]: { images: [{ ...pages[0], width }] } });
    }
    await settled();
    const images = [40, 100, 300, 720, 1080, 2000, 5000].flatMap((width) => [
      coverSources(cover(1, width)).srcSet,
      imageSources(toViewerImages([{ ...pages[0]!, width }])[0]!).srcSet,
    ]);
    expect(preloads().map((link) => link.srcset)).toEqual(images);
  });

  it('hands the reply to the app unread: the script read a copy', async () => {
    runDocumentScript('/detail/7', { 'contents/7': { id: 7, covers: { main: cover(7) } } });
    const reply = await window.__documentReads?.['contents/7'];
    await expect(reply?.json()).resolves.toMatchObject({ data: { id: 7 } });
    await expect.poll(() => preloads().length).toBe(1);
  });

  it('preloads nothing for a refusal, a reply without images, or one of an unexpected shape', async () => {
    runDocumentScript('/detail/404');
    runDocumentScript('/viewer/5', { 'contents/viewer/5': { images: [] } });
    runDocumentScript('/viewer/6', { 'contents/viewer/6': { images: 'nope', progress: 3 } });
    runDocumentScript('/detail/8', { 'contents/8': { covers: { main: { url: 12, width: '720' } } } });
    runDocumentScript('/', { sections: [{ items: [{ covers: null }, 'x'] }] });
    await settled();
    expect(preloads()).toEqual([]);
  });

  it('asks nothing for a hostile or unknown path, nor in the German bundle', () => {
    const paths = [
      '/viewer/abc',
      '/viewer/0',
      '/viewer/007',
      '/viewer/1e3',
      '/viewer/2147483648',
      '/viewer/99999999999999999999',
      '/detail/7/comments',
      '/detail/',
      '/search',
      '/viewer/9%2F..',
    ];
    for (const path of paths) expect(runDocumentScript(path).asked(), path).toEqual([]);
    expect(runDocumentScript('/viewer/2147483647').asked()).toEqual([`${BACKEND}/contents/viewer/2147483647`]);
    for (const path of ['/', '/detail/7', '/viewer/9']) expect(runDocumentScript(path, {}, 'de').asked()).toEqual([]);
  });

  it('answers null for a call that never got a reply (offline), without an unhandled rejection', async () => {
    const offline = vi.fn(async (url: string, init?: RequestInit) => {
      void [url, init];
      throw new TypeError('Failed to fetch');
    });
    runDocumentScript('/viewer/9', {}, 'japan', offline);
    await expect(window.__documentReads?.['contents/viewer/9']).resolves.toBeNull();
    expect(preloads()).toEqual([]);
  });

  describe('the skeleton', () => {
    const shown = (shell: HTMLElement) =>
      [...shell.querySelectorAll('img')].map((img) => ({
        row: img.parentElement?.className,
        srcset: img.getAttribute('srcset'),
        sizes: img.getAttribute('sizes'),
        alt: img.getAttribute('alt'),
      }));

    it('shows the images it preloads, with the same srcset and sizes (one download), before its placeholders', async () => {
      const shell = skeleton();
      const sections = [{ key: 'first', items: [1, 2, 3, 4].map(summary) }];
      runDocumentScript('/', { sections, banners: [], theme: [] });
      await settled();
      expect(shown(shell)).toEqual(
        [1, 2, 3].map((id) => ({
          row: 'early card',
          srcset: coverSources(cover(id)).srcSet,
          sizes: CARD_SIZES,
          alt: '',
        })),
      );
      expect(shell.querySelector('.early')?.nextElementSibling?.className).toBe('block');
      expect(shell.querySelector('.early img')?.getAttribute('width')).toBe('720');
    });

    it('shows the cover on a title page and the opening image on a viewer page', async () => {
      const titleShell = skeleton();
      runDocumentScript('/detail/7', { 'contents/7': { id: 7, covers: { main: cover(7) } } });
      await settled();
      expect(shown(titleShell)).toEqual([
        { row: 'early cover', srcset: coverSources(cover(7)).srcSet, sizes: COVER_SIZES, alt: '' },
      ]);
      titleShell.remove();
      const viewerShell = skeleton();
      runDocumentScript('/viewer/9', { 'contents/viewer/9': { images: pages, progress: { lastImage: 1 } } });
      await settled();
      expect(shown(viewerShell)).toEqual([
        {
          row: 'early page',
          srcset: imageSources(toViewerImages(pages)[1]!).srcSet,
          sizes: stripSizes(1),
          alt: '',
        },
      ]);
    });

    it('shows nothing for a refusal, and still preloads where the page has no skeleton', async () => {
      const shell = skeleton();
      runDocumentScript('/detail/404');
      await settled();
      expect(shown(shell)).toEqual([]);
      shell.remove();
      runDocumentScript('/detail/7', { 'contents/7': { id: 7, covers: { main: cover(7) } } });
      await settled();
      expect(preloads()).toHaveLength(1);
    });
  });

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
        shell.remove();
        document.head.querySelectorAll('link[data-entry], script[type="module"]').forEach((node) => node.remove());
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
      document.getElementById('boot-shell')?.remove();
      document.head.querySelectorAll('link[data-entry], script[type="module"]').forEach((node) => node.remove());
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
});
