import { act, fireEvent, render, screen } from '@testing-library/react';
import type { EmblaCarouselType } from 'embla-carousel';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserApis, layOutRail } from '../testing/browser-apis';
import { useAutoplay, type Autoplay } from './use-autoplay';

const DELAY = 5000;
let restore: (() => void)[] = [];
let embla: EmblaCarouselType | undefined;
let autoplay: Autoplay;

/** A real embla carousel of four slides driven by the hook. */
function Carousel({ enabled = true }: { enabled?: boolean }) {
  const [ref, api] = useEmblaCarousel({ loop: true });
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [selected, setSelected] = useState(0);
  const result = useAutoplay(api, root, { delay: DELAY, enabled });
  useEffect(() => {
    autoplay = result;
  });
  useEffect(() => {
    embla = api;
    api?.on('select', () => setSelected(api.selectedScrollSnap()));
  }, [api]);
  return (
    <section ref={setRoot} data-testid="root" data-selected={selected}>
      <div ref={ref} data-testid="banner-viewport">
        <div>
          {[0, 1, 2, 3].map((i) => (
            <a key={i} href={`#${i}`}>
              slide {i}
            </a>
          ))}
        </div>
      </div>
    </section>
  );
}

const selected = () => Number(screen.getByTestId('root').dataset.selected);
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  restore = [installBrowserApis(), layOutRail(300)];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  for (const undo of restore) undo();
  vi.useRealTimers();
  embla = undefined;
});

describe('useAutoplay', () => {
  it('moves to the next slide every delay, looping after the last', () => {
    render(<Carousel />);
    expect(autoplay.running).toBe(true);
    advance(DELAY - 1);
    expect(selected()).toBe(0);
    advance(1);
    expect(selected()).toBe(1);
    advance(DELAY);
    expect(selected()).toBe(2);
    advance(DELAY * 2);
    expect(selected()).toBe(0);
  });

  it('gives a slide the reader moved to its full delay', () => {
    render(<Carousel />);
    advance(DELAY - 1000);
    act(() => embla?.scrollNext());
    expect(selected()).toBe(1);
    advance(DELAY - 1);
    expect(selected()).toBe(1);
    advance(1);
    expect(selected()).toBe(2);
  });

  it('holds while the pointer is over the carousel or focus is inside it, then waits a full delay', () => {
    render(<Carousel />);
    const root = screen.getByTestId('root');
    advance(DELAY - 1000);
    fireEvent.pointerEnter(root);
    expect(autoplay.running).toBe(false);
    advance(DELAY * 3);
    expect(selected()).toBe(0);
    fireEvent.pointerLeave(root);
    advance(DELAY - 1);
    expect(selected()).toBe(0);
    advance(1);
    expect(selected()).toBe(1);

    const link = screen.getByText('slide 1');
    fireEvent.focusIn(link);
    // Focus moving between the carousel's own controls keeps it held.
    fireEvent.focusOut(link, { relatedTarget: screen.getByText('slide 2') });
    advance(DELAY * 2);
    expect(selected()).toBe(1);
    fireEvent.focusOut(screen.getByText('slide 2'), { relatedTarget: document.body });
    advance(DELAY);
    expect(selected()).toBe(2);
  });

  it('holds while the tab is hidden', () => {
    render(<Carousel />);
    let hidden = true;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    advance(DELAY * 2);
    expect(selected()).toBe(0);
    hidden = false;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    advance(DELAY);
    expect(selected()).toBe(1);
  });

  it('stops when the reader pauses it and goes on when they play it', () => {
    render(<Carousel />);
    act(() => autoplay.toggle());
    expect(autoplay).toMatchObject({ running: false, stopped: true });
    advance(DELAY * 2);
    expect(selected()).toBe(0);
    act(() => autoplay.toggle());
    advance(DELAY);
    expect(selected()).toBe(1);
  });

  it('never moves when it is not enabled (reduced motion)', () => {
    render(<Carousel enabled={false} />);
    expect(autoplay.running).toBe(false);
    advance(DELAY * 3);
    expect(selected()).toBe(0);
  });
});
