import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '@/testing/texts';
import { renderWithProviders } from '@/testing/render';
import { FakeIntersectionObserver } from '../testing/fake-intersection-observer';
import type { ViewerImage } from '../types';
import { Viewer } from './viewer';

// The surface behaviours under test, rendered with the bar; the order of the two paints is use-after-first-paint.test.tsx's.
vi.mock('../hooks/use-after-first-paint', () => ({ useAfterFirstPaint: () => true }));

// jsdom lays nothing out: these tests give the strip, the page and the window the geometry a browser would, as a
// function of the zoom the viewer has just rendered, and check where the viewer scrolls.
const images: ViewerImage[] = Array.from({ length: 6 }, (_, i) => ({ src: `/e/${i}.png`, width: 1080, height: 1600 }));
const zoomIn = (element: HTMLElement) => Number(/\*\s?([\d.]+)\)$/.exec(element.style.width)?.[1] ?? 'NaN');

function setWindow(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

function setProperty(target: object, name: string, get: () => number) {
  Object.defineProperty(target, name, { configurable: true, get });
}

const initial = { width: window.innerWidth, height: window.innerHeight };
let scrollY = 0;

beforeEach(() => {
  FakeIntersectionObserver.install();
  Element.prototype.scrollIntoView = vi.fn();
  scrollY = 0;
  setProperty(window, 'scrollY', () => scrollY);
  window.scrollTo = vi.fn((options?: ScrollToOptions | number) => {
    if (typeof options === 'object' && options.top !== undefined) scrollY = options.top;
  }) as typeof window.scrollTo;
});

afterEach(() => {
  vi.unstubAllGlobals();
  setWindow(initial.width, initial.height);
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  // Back to jsdom's own (prototype) measures.
  for (const name of ['scrollHeight', 'clientHeight']) Reflect.deleteProperty(document.documentElement, name);
});

const render = (mode: 'SCROLL' | 'PAPER') =>
  renderWithProviders(<Viewer images={images} mode={mode} onProgress={vi.fn()} onEnd={vi.fn()} />);
const lastWindowTop = () => (vi.mocked(window.scrollTo).mock.calls.at(-1)?.[0] as ScrollToOptions | undefined)?.top;

describe('zoom in SCROLL mode keeps the reading place', () => {
  function layOut() {
    // 1024 × 768 window, the strip 720 px wide at fit (6 images of 1066.7 px), at the top of the page.
    const strip = screen.getByTestId('viewer-strip');
    strip.getBoundingClientRect = () => {
      const zoom = zoomIn(strip);
      return { top: -scrollY, left: 0, width: 720 * zoom, height: 6400 * zoom } as DOMRect;
    };
    const page = document.documentElement;
    setProperty(page, 'scrollHeight', () => 6400 * zoomIn(strip) + 600);
    setProperty(page, 'clientHeight', () => 768);
  }

  it('holds the point under the pointer for Ctrl + wheel, and zooming back lands on the same place', () => {
    render('SCROLL');
    layOut();
    scrollY = 1000;
    const region = screen.getByRole('region', { name: t('viewer.region') });
    fireEvent.wheel(region, { deltaY: -100, ctrlKey: true, clientX: 500, clientY: 300 });
    // Strip pixel 1300 was under the pointer; at 1.25× it is at 1625, so the window scrolls to 1625 − 300.
    expect(lastWindowTop()).toBe(1325);
    fireEvent.wheel(region, { deltaY: 100, ctrlKey: true, clientX: 500, clientY: 300 });
    expect(lastWindowTop()).toBeCloseTo(1000, 6);
  });

  it('holds the screen centre for the keyboard and the tapped point for a double tap', () => {
    render('SCROLL');
    layOut();
    scrollY = 1000;
    fireEvent.keyDown(window, { key: '+' });
    // Centre 384: strip pixel 1384 → 1730.
    expect(lastWindowTop()).toBe(1346);
    fireEvent.keyDown(window, { key: '0' });
    expect(lastWindowTop()).toBeCloseTo(1000, 6);

    const scroller = screen.getByTestId('viewer-scroll');
    for (let i = 0; i < 2; i += 1) {
      fireEvent.pointerDown(scroller, { pointerId: 1, button: 0, clientX: 360, clientY: 600 });
      fireEvent.pointerUp(scroller, { pointerId: 1, button: 0, clientX: 360, clientY: 600 });
    }
    // 2×: strip pixel 1600 → 3200, still 600 px below the top.
    expect(lastWindowTop()).toBe(2600);
  });
});

describe('zoom in PAPER mode keeps the tapped point of the page', () => {
  it('zooms around a double tap and back to the whole page', () => {
    setWindow(390, 844);
    render('PAPER');
    const stage = screen.getByTestId('viewer-pager');
    const shownPage = () => stage.querySelector<HTMLElement>('[data-zoom-content]')!;
    // The page fits the width (390 × 577.8) and is centred; zoomed, it overflows and the stage scrolls.
    const size = () => {
      const zoom = zoomIn(shownPage());
      return { width: 390 * zoom, height: (390 / 0.675) * zoom };
    };
    stage.getBoundingClientRect = () => ({ top: 0, left: 0, width: 390, height: 844 }) as DOMRect;
    setProperty(stage, 'clientWidth', () => 390);
    setProperty(stage, 'clientHeight', () => 844);
    setProperty(stage, 'scrollWidth', () => Math.max(size().width, 390));
    setProperty(stage, 'scrollHeight', () => Math.max(size().height, 844));
    for (const page of stage.querySelectorAll<HTMLElement>('[data-slot]')) {
      page.parentElement!.getBoundingClientRect = () => {
        const { width, height } = size();
        const left = Math.max((390 - width) / 2, 0) - stage.scrollLeft;
        const top = Math.max((844 - height) / 2, 0) - stage.scrollTop;
        return { left, top, width, height } as DOMRect;
      };
    }
    const doubleTap = () => {
      for (let i = 0; i < 2; i += 1) {
        fireEvent.pointerDown(stage, { pointerId: 1, button: 0, clientX: 300, clientY: 500 });
        fireEvent.pointerUp(stage, { pointerId: 1, button: 0, clientX: 300, clientY: 500 });
      }
    };

    doubleTap();
    expect(stage).toHaveAttribute('data-zoomed', 'true');
    // Page point (300, 366.9) doubles to (600, 733.8); to stay under (300, 500) the stage scrolls by their difference.
    expect(stage.scrollLeft).toBeCloseTo(300, 1);
    expect(stage.scrollTop).toBeCloseTo(233.8, 1);
    doubleTap();
    expect(stage).toHaveAttribute('data-zoomed', 'false');
    expect(stage.scrollLeft).toBeCloseTo(0, 6);
    expect(stage.scrollTop).toBeCloseTo(0, 6);
  });
});
