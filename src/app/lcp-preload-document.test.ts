import { parse } from 'acorn';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COVER_SIZES } from '@/features/catalog/detail/cover';
import { CARD_SIZES, PRIORITY_CARDS } from '@/features/catalog/main/main-layout';
import { imageSources, stripSizes, toViewerImages } from '@/features/viewer/image-sources';
import { coverSources } from '@/ui/cover-image';
import {
  BACKEND,
  cover,
  documentScript,
  forgetDocumentScript,
  pages,
  runDocumentScript,
  settled,
  skeleton,
  summary,
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

afterEach(forgetDocumentScript);

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
});
