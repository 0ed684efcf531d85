import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '@/testing/texts';
import { renderWithProviders } from '@/testing/render';
import { PROGRESS_REPORT_MS } from '../progress-reporter';
import type { ViewerImage } from '../types';
import { Viewer } from './viewer';

// The surface behaviours under test, rendered with the bar; the order of the two paints is use-after-first-paint.test.tsx's.
vi.mock('../hooks/use-after-first-paint', () => ({ useAfterFirstPaint: () => true }));

const images: ViewerImage[] = Array.from({ length: 8 }, (_, i) => ({ src: `/e/${i}.png`, width: 1080, height: 1600 }));

const copyright: ViewerImage[] = Array.from({ length: 8 }, (_, i) => ({
  src: `/c/${i}.png`,
  width: 1080,
  height: 1400,
}));

function renderPaper(initialImage = 0, endSlot?: ReactNode, copyrightImages?: ViewerImage[]) {
  const callbacks = { onProgress: vi.fn(), onEnd: vi.fn(), onNearEnd: vi.fn() };
  const view = renderWithProviders(
    <Viewer
      images={images}
      copyrightImages={copyrightImages}
      mode="PAPER"
      initialProgress={{ lastImage: initialImage, percent: 0 }}
      endSlot={endSlot}
      {...callbacks}
    />,
  );
  return { ...view, ...callbacks };
}

// Only the shown page is visible to the reader (and to role queries).
const shownPage = () => screen.getByRole('img').getAttribute('alt');
const page = (n: number) => t('viewer.imageAlt', { page: n, total: 8 });
const key = (name: string, init: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(window, { key: name, ...init });

function tapAt(x: number) {
  const stage = screen.getByTestId('viewer-pager');
  stage.getBoundingClientRect = () => ({ left: 0, top: 0, width: 900, height: 800 }) as DOMRect;
  fireEvent.pointerDown(stage, { pointerId: 1, button: 0, clientX: x, clientY: 400 });
  fireEvent.pointerUp(stage, { pointerId: 1, button: 0, clientX: x, clientY: 400 });
}

afterEach(() => vi.useRealTimers());

describe('Viewer in PAPER mode', () => {
  it('opens on the saved page and turns pages with the keyboard', () => {
    renderPaper(2);
    expect(shownPage()).toBe(page(3));
    key('ArrowRight');
    expect(shownPage()).toBe(page(4));
    key('j');
    key('PageDown');
    expect(shownPage()).toBe(page(6));
    key('k');
    key('PageUp');
    key('ArrowLeft');
    expect(shownPage()).toBe(page(3));
    key(' ');
    expect(shownPage()).toBe(page(4));
    key(' ', { shiftKey: true });
    expect(shownPage()).toBe(page(3));
  });

  it('keeps only the pages of the load window in the document, a page behind and two ahead', () => {
    renderPaper(4);
    const slots = () => [...document.querySelectorAll('[data-slot]')].map((slot) => slot.getAttribute('data-slot'));
    expect(slots()).toEqual(['3', '4', '5', '6']);
    key('ArrowRight');
    expect(slots()).toEqual(['4', '5', '6', '7']);
  });

  it('turns with the right and left thirds and toggles the bar in the middle', async () => {
    renderPaper(3);
    tapAt(850);
    await waitFor(() => expect(shownPage()).toBe(page(5)));
    tapAt(50);
    await waitFor(() => expect(shownPage()).toBe(page(4)));
    // Turning a page hides the bar; a tap in the middle brings it back.
    expect(screen.getByTestId('viewer-bar')).toHaveAttribute('data-visible', 'false');
    tapAt(450);
    await waitFor(() => expect(screen.getByTestId('viewer-bar')).toHaveAttribute('data-visible', 'true'));
    expect(shownPage()).toBe(page(4));
  });

  it('turns with a swipe', () => {
    renderPaper(1);
    const stage = screen.getByTestId('viewer-pager');
    fireEvent.pointerDown(stage, { pointerId: 1, button: 0, clientX: 700, clientY: 400 });
    fireEvent.pointerUp(stage, { pointerId: 1, button: 0, clientX: 300, clientY: 420 });
    expect(shownPage()).toBe(page(3));
  });

  it('zooms on a double tap instead of turning', async () => {
    renderPaper(1);
    tapAt(850);
    tapAt(850);
    await waitFor(() => expect(screen.getByTestId('viewer-pager')).toHaveAttribute('data-zoomed', 'true'));
    expect(shownPage()).toBe(page(2));
  });

  it('fires onNearEnd once at 75 % and onEnd on the last page, and reports the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { onNearEnd, onEnd, onProgress } = renderPaper(0);
    for (let i = 0; i < 5; i += 1) key('ArrowRight');
    expect(onNearEnd).toHaveBeenCalledTimes(1);
    expect(onEnd).not.toHaveBeenCalled();
    key('ArrowRight');
    key('ArrowRight');
    key('ArrowRight');
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onNearEnd).toHaveBeenCalledTimes(1);
    // Reports are throttled: the last page arrives once the wait is over.
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_REPORT_MS));
    expect(onProgress).toHaveBeenLastCalledWith({ lastImage: 7, percent: 100 });
  });

  it('preloads the next pages and nothing far away', () => {
    renderPaper(3);
    const loaded = [...document.querySelectorAll('[data-slot]')]
      .filter((el) => el.querySelector('img'))
      .map((el) => Number(el.getAttribute('data-slot')));
    expect(loaded).toEqual([2, 3, 4, 5]);
  });

  it('shows the end slot as one more page after the last, and brings the bar back there', () => {
    renderPaper(6, <a href="/viewer/9">next episode</a>);
    const bar = screen.getByTestId('viewer-bar');
    key('ArrowRight');
    expect(shownPage()).toBe(page(8));
    expect(bar).toHaveAttribute('data-visible', 'false');
    expect(screen.queryByTestId('viewer-end-page')).toBeNull();
    key('ArrowRight');
    expect(screen.getByTestId('viewer-end-page')).toContainElement(screen.getByRole('link', { name: 'next episode' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(bar).toHaveAttribute('data-visible', 'true');
    // Nothing after it; back returns to the last image.
    key('ArrowRight');
    expect(screen.getByTestId('viewer-end-page')).toBeInTheDocument();
    key('ArrowLeft');
    expect(shownPage()).toBe(page(8));
    expect(screen.queryByTestId('viewer-end-page')).toBeNull();
  });

  it('turns from the last image straight to the end, which holds the end card and then the copyright row', () => {
    renderPaper(7, <a href="/viewer/9">next episode</a>, copyright);
    key('ArrowRight');
    const end = screen.getByTestId('viewer-end-page');
    const row = within(end).getByRole('region', { name: t('viewer.copyrightRegion') });
    expect(within(row).getAllByRole('img')).toHaveLength(8);
    const card = within(end).getByRole('link', { name: 'next episode' });
    expect(card.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The end page scrolls by touch when it is taller than the screen; a sideways swipe on the row is the row's.
    expect(screen.getByTestId('viewer-pager')).toHaveAttribute('data-end', 'true');
    fireEvent.pointerDown(within(row).getAllByRole('img')[2]!, { pointerId: 1, button: 0, clientX: 700, clientY: 400 });
    fireEvent.pointerUp(within(row).getAllByRole('img')[2]!, { pointerId: 1, button: 0, clientX: 300, clientY: 400 });
    expect(screen.getByTestId('viewer-end-page')).toBeInTheDocument();
    key('ArrowLeft');
    expect(shownPage()).toBe(page(8));
  });

  it('fits each page between the bar rows, so none opens under the bar', () => {
    renderPaper(0);
    const stage = screen.getByTestId('viewer-pager');
    // jsdom's window is 1024 px wide: the desktop bar, 68 px high, and no bottom row.
    expect(stage.style.paddingTop).toBe('68px');
    expect(stage.style.getPropertyValue('--viewer-page-height')).toBe('calc(100vh - 68px)');
    const shown = stage.querySelector<HTMLElement>('[data-zoom-content]')!;
    expect(shown.style.width).toBe(`calc(min(100vw, var(--viewer-page-height) * ${1080 / 1600}) * 1)`);
  });

  it('brings the bar back on the first page', () => {
    renderPaper(2);
    const bar = screen.getByTestId('viewer-bar');
    key('ArrowLeft');
    expect(bar).toHaveAttribute('data-visible', 'false');
    key('ArrowLeft');
    expect(shownPage()).toBe(page(1));
    expect(bar).toHaveAttribute('data-visible', 'true');
  });
});
