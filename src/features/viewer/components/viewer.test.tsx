import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '@/testing/texts';
import { renderWithProviders } from '@/testing/render';
import { PROGRESS_REPORT_MS } from '../progress-reporter';
import { FakeIntersectionObserver } from '../testing/fake-intersection-observer';
import type { ViewerImage, ViewerProps } from '../types';
import { Viewer } from './viewer';

// The surface behaviours under test, rendered with the bar; the order of the two paints is use-after-first-paint.test.tsx's.
vi.mock('../hooks/use-after-first-paint', () => ({ useAfterFirstPaint: () => true }));

const observer = () => FakeIntersectionObserver.slots();
const images = (count: number, height = 1600): ViewerImage[] =>
  Array.from({ length: count }, (_, i) => ({ src: `/images/e/${i}.png`, width: 1080, height }));
const copyright = Array.from({ length: 8 }, (_, i) => ({ src: `/images/c/${i}.png`, width: 1080, height: 1400 }));

function renderViewer(props: Partial<ViewerProps> = {}) {
  const callbacks = { onProgress: vi.fn(), onEnd: vi.fn(), onNearEnd: vi.fn(), onNext: vi.fn(), onPrev: vi.fn() };
  const view = renderWithProviders(
    <Viewer images={images(40)} copyrightImages={copyright} mode="SCROLL" {...callbacks} {...props} />,
  );
  return { ...view, ...callbacks };
}

const slot = (index: number) => document.querySelector<HTMLElement>(`[data-slot="${index}"]`)!;
const imageIn = (index: number) => slot(index).querySelector('img');
const loadedSlots = () =>
  [...document.querySelectorAll('[data-slot]')]
    .filter((el) => el.querySelector('img'))
    .map((el) => Number(el.getAttribute('data-slot')));
const bar = () => screen.getByTestId('viewer-bar');

beforeEach(() => {
  FakeIntersectionObserver.install();
  Element.prototype.scrollIntoView = vi.fn();
  window.scrollBy = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Viewer in SCROLL mode', () => {
  it('reserves every box at its image size before anything loads', () => {
    renderViewer();
    expect(slot(0).style.aspectRatio).toBe('1080 / 1600');
    expect(slot(39).style.aspectRatio).toBe('1080 / 1600');
    expect(imageIn(39)).toBeNull();
  });

  it('ends with the end card first and the copyright images as one compact row after it, not as pages', () => {
    renderViewer({ endSlot: <p>end card</p> });
    // The episode's own pages are the only boxes (no screen-high copyright pages before the end card).
    expect(document.querySelectorAll('[data-slot]')).toHaveLength(40);
    const row = screen.getByRole('region', { name: t('viewer.copyrightRegion') });
    const thumbs = within(row).getAllByRole('img');
    expect(thumbs.map((img) => img.getAttribute('alt'))).toEqual(
      copyright.map((_, i) => t('viewer.copyrightAlt', { page: i + 1, total: 8 })),
    );
    expect(thumbs[0]).toHaveAttribute('loading', 'lazy');
    expect(thumbs[0]!.getAttribute('src')).toBe('/_next/image?url=%2Fimages%2Fc%2F0.png&w=384&q=75');
    const card = screen.getByText('end card');
    expect(card.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId('viewer-strip')).not.toContainElement(row);
  });

  it('keeps the first image clear of the bar, and lands a restored image just under it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // jsdom's window is 1024 px wide: the desktop bar, 68 px high.
    const { onProgress } = renderViewer({ initialProgress: { lastImage: 12, percent: 30 } });
    const scroller = screen.getByTestId('viewer-scroll');
    expect(scroller.style.paddingTop).toBe('68px');
    expect(scroller.style.getPropertyValue('--viewer-scroll-margin')).toBe('68px');
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(slot(12));
    // Image 12 starts 12 × 1066.7 px down a 720 px strip; its top sits at the bar's edge: that is the image read.
    const strip = screen.getByTestId('viewer-strip');
    strip.getBoundingClientRect = () => ({ top: 68 - (12 * 1600 * 720) / 1080, width: 720, height: 42667 }) as DOMRect;
    fireEvent.scroll(window);
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_REPORT_MS));
    expect(onProgress).toHaveBeenLastCalledWith(expect.objectContaining({ lastImage: 12 }));
  });

  it('steps from the last image to the end with j', () => {
    renderViewer({ images: images(4), initialProgress: { lastImage: 3, percent: 100 }, endSlot: <p>end card</p> });
    fireEvent.keyDown(window, { key: 'j' });
    const target = vi.mocked(Element.prototype.scrollIntoView).mock.contexts.at(-1) as HTMLElement;
    expect(target).toContainElement(screen.getByText('end card'));
  });

  it('mounts what goes beside the end card only once the end is near', () => {
    renderViewer({ endSlot: <p>end card</p>, endAside: <p>best comments</p> });
    expect(screen.queryByText('best comments')).toBeNull();
    FakeIntersectionObserver.intersect(screen.getByTestId('viewer-episode-end'));
    expect(screen.getByText('best comments')).toBeInTheDocument();
    // Scrolling back up leaves it there: what it loaded stays.
    FakeIntersectionObserver.intersect(screen.getByTestId('viewer-episode-end'), 0);
    expect(screen.getByText('best comments')).toBeInTheDocument();
  });

  it('gives a source only to images near the viewport, with a srcset of device widths', () => {
    renderViewer();
    expect(observer().rootMargin).toBe('200px 0px');
    // 1080 × 1600 on a 720 px strip in a 768 px window: about 1.4 screens each, three screens ahead.
    expect(loadedSlots()).toEqual([0, 1, 2, 3]);
    const first = imageIn(0)!;
    expect(first.getAttribute('src')).toBe('/_next/image?url=%2Fimages%2Fe%2F0.png&w=1080&q=75');
    expect(first.getAttribute('srcset')).toContain('828w');
    expect(first.getAttribute('srcset')).not.toContain('1200w');
  });

  it('loads around where the reader is and releases images far behind', () => {
    renderViewer();
    observer().show([20, 21]);
    expect(loadedSlots()).toEqual([19, 20, 21, 22, 23, 24]);
    expect(imageIn(0)).toBeNull();
    expect(slot(0).style.aspectRatio).toBe('1080 / 1600');
  });

  it('keeps at most 15 decoded images on a 200-image episode of short panels', () => {
    renderViewer({ images: images(200, 100) });
    observer().show([100, 101, 102]);
    expect(loadedSlots().length).toBeLessThanOrEqual(15);
    expect(loadedSlots()).toContain(100);
  });

  it('shows a retry button on a failed image and reloads that image alone', async () => {
    const { user } = renderViewer();
    const other = imageIn(0);
    fireEvent.error(imageIn(1)!);
    const retry = screen.getByRole('button', { name: t('viewer.retryLabel', { page: 2 }) });
    expect(retry).toHaveTextContent(t('viewer.retry'));
    expect(imageIn(1)).toBeNull();
    expect(
      screen.getAllByRole('button', { name: /./ }).filter((b) => b.textContent === t('viewer.retry')),
    ).toHaveLength(1);
    await user.click(retry);
    expect(imageIn(1)).not.toBeNull();
    expect(imageIn(0)).toBe(other);
  });

  it('restores the saved position by scrolling to the saved image', () => {
    renderViewer({ initialProgress: { lastImage: 12, percent: 30 } });
    const scrolled = vi.mocked(Element.prototype.scrollIntoView);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(slot(12));
    expect(loadedSlots()).toContain(12);
  });

  it('moves to the next image with j and reports progress from the strip', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { onProgress, onNearEnd, onEnd } = renderViewer({ images: images(4) });
    fireEvent.keyDown(window, { key: 'j' });
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts.at(-1)).toBe(slot(1));

    const strip = screen.getByTestId('viewer-strip');
    let top = -2000;
    strip.getBoundingClientRect = () => ({ top, width: 540, height: 3200 }) as DOMRect;
    // 4 images of 800 px; 2000 px down in a 768 px window: image 3 at the top, 86.5 % seen.
    fireEvent.scroll(window);
    expect(onNearEnd).toHaveBeenCalledTimes(1);
    expect(onEnd).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_REPORT_MS));
    expect(onProgress).toHaveBeenLastCalledWith({ lastImage: 2, percent: 86.5 });
    top = -2600;
    fireEvent.scroll(window);
    // The scroll samples and the reports are both throttled: the last position arrives once each wait is over.
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_REPORT_MS));
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onNearEnd).toHaveBeenCalledTimes(1);
    expect(onProgress).toHaveBeenLastCalledWith({ lastImage: 3, percent: 100 });
  });

  it('blocks the context menu and dragging on images', () => {
    renderViewer();
    expect(fireEvent.contextMenu(imageIn(0)!)).toBe(false);
    expect(fireEvent.dragStart(imageIn(0)!)).toBe(false);
  });
});

describe('Viewer keys and bar', () => {
  it('calls onNext and onPrev with n and p', () => {
    const { onNext, onPrev } = renderViewer();
    fireEvent.keyDown(window, { key: 'n' });
    expect(onNext).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(window, { key: 'p' });
    expect(onPrev).toHaveBeenCalledTimes(1);
  });

  it('toggles the viewer bar with Escape, and the hidden bar is inert', () => {
    renderViewer();
    expect(bar()).toHaveAttribute('data-visible', 'true');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(bar()).toHaveAttribute('data-visible', 'false');
    expect(bar()).toHaveAttribute('inert');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(bar()).toHaveAttribute('data-visible', 'true');
  });

  it('zooms with Ctrl + wheel and resets from the bar', async () => {
    const { user } = renderViewer();
    fireEvent.wheel(screen.getByRole('region', { name: t('viewer.region') }), { deltaY: -100, ctrlKey: true });
    const reset = within(bar()).getByRole('button', { name: t('viewer.bar.zoomReset', { percent: 125 }) });
    expect(screen.getByTestId('viewer-strip').style.width).toMatch(/\*\s?1\.25\)$/);
    await user.click(reset);
    expect(screen.getByTestId('viewer-strip').style.width).toMatch(/\*\s?1\)$/);
  });
});
