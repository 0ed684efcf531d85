import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '@/testing/texts';
import { renderWithProviders } from '@/testing/render';
import { FakeIntersectionObserver } from '../testing/fake-intersection-observer';
import type { ViewerImage, ViewerProps } from '../types';
import { Viewer } from './viewer';

// The surface behaviours under test, rendered with the bar; the order of the two paints is use-after-first-paint.test.tsx's.
vi.mock('../hooks/use-after-first-paint', () => ({ useAfterFirstPaint: () => true }));

const images: ViewerImage[] = Array.from({ length: 6 }, (_, i) => ({ src: `/e/${i}.png`, width: 1080, height: 1600 }));
const initialWidth = window.innerWidth;

function renderViewer(props: Partial<ViewerProps> = {}) {
  return renderWithProviders(
    <Viewer
      images={images}
      mode="SCROLL"
      title="Moonlit Harbour · Chapter 4"
      backHref="/detail/7"
      onProgress={vi.fn()}
      onPrev={vi.fn()}
      onNext={vi.fn()}
      toolbar={<button type="button">mode</button>}
      {...props}
    />,
  );
}

const bar = () => screen.getByTestId('viewer-bar');
const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });

beforeEach(() => {
  FakeIntersectionObserver.install();
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  setWidth(initialWidth);
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  // Back to jsdom's own (prototype) measures.
  for (const name of ['scrollHeight', 'clientHeight']) Reflect.deleteProperty(document.documentElement, name);
});

describe('ViewerBar', () => {
  it('leads back to the title and names the episode, with previous / next and the tools in one row on desktop', () => {
    setWidth(1024);
    renderViewer();
    expect(within(bar()).getByRole('link', { name: t('viewer.bar.back') })).toHaveAttribute('href', '/detail/7');
    expect(within(bar()).getByText('Moonlit Harbour · Chapter 4')).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: t('viewer.bar.prevEpisode') })).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: t('viewer.bar.nextEpisode') })).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'mode' })).toBeInTheDocument();
    expect(screen.queryByTestId('viewer-tools')).toBeNull();
  });

  it('puts the tools in one compact bottom row on a phone, hidden and shown with the rest', () => {
    setWidth(360);
    renderViewer();
    const tools = screen.getByTestId('viewer-tools');
    expect(within(tools).getByRole('button', { name: 'mode' })).toBeInTheDocument();
    expect(tools).toHaveAttribute('data-compact-tools');
    expect(bar()).toContainElement(tools);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(bar()).toHaveAttribute('inert');
  });

  it('leaves the zoom buttons out of the phone row, and offers the way back to fit once zoomed', () => {
    setWidth(360);
    renderViewer();
    const tools = screen.getByTestId('viewer-tools');
    // Pinch and double tap zoom on a phone: three more buttons would wrap the row onto a second line.
    expect(within(tools).queryByRole('group', { name: t('viewer.bar.zoomLabel') })).toBeNull();
    expect(within(tools).getAllByRole('button')).toHaveLength(1);
    fireEvent.wheel(screen.getByRole('region', { name: t('viewer.region') }), { deltaY: -100, ctrlKey: true });
    const reset = within(tools).getByRole('button', { name: t('viewer.bar.zoomReset', { percent: 125 }) });
    fireEvent.click(reset);
    expect(within(tools).queryByRole('button', { name: /125/ })).toBeNull();
  });

  it('keeps the first image of a phone clear of the top row and its end clear of the bottom row', () => {
    setWidth(360);
    renderViewer({ endSlot: <p>end card</p> });
    expect(screen.getByTestId('viewer-scroll').style.paddingTop).toBe('48px');
    expect(screen.getByTestId('viewer-episode-end').style.getPropertyValue('--viewer-end-bottom-inset')).toBe('48px');
  });

  it('names the next button for what it does when the next episode is locked', () => {
    renderViewer({ nextLabel: t('viewer.bar.nextLocked') });
    expect(within(bar()).getByRole('button', { name: t('viewer.bar.nextLocked') })).toBeInTheDocument();
  });

  it('names previous / next by their content, not an aria-label that could differ from it (WCAG 2.5.3)', () => {
    renderViewer({ nextLabel: t('viewer.bar.nextLocked') });
    for (const name of [t('viewer.bar.prevEpisode'), t('viewer.bar.nextLocked')]) {
      const button = within(bar()).getByRole('button', { name });
      expect(button).not.toHaveAttribute('aria-label');
      expect(button).toHaveTextContent(name);
    }
  });

  it('gives the page one level-one heading naming the episode, also while the bar is hidden', () => {
    renderViewer();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(bar()).toHaveAttribute('inert');
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('Moonlit Harbour · Chapter 4');
    expect(bar()).not.toContainElement(headings[0]!);
  });

  it('hides while scrolling down and comes back at the top and at the end of the page', async () => {
    renderViewer();
    const strip = screen.getByTestId('viewer-strip');
    let y = 0;
    strip.getBoundingClientRect = () => ({ top: -y, width: 720, height: 6400 }) as DOMRect;
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 7000 });
    const scrollTo = (top: number) => {
      y = top;
      Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
      fireEvent.scroll(window);
    };
    // The strip takes its starting place in the frame after it is shown (a reader cannot scroll before that).
    await new Promise((resolve) => requestAnimationFrame(resolve));
    scrollTo(600);
    await waitFor(() => expect(bar()).toHaveAttribute('data-visible', 'false'));
    scrollTo(0);
    await waitFor(() => expect(bar()).toHaveAttribute('data-visible', 'true'));
    scrollTo(3000);
    await waitFor(() => expect(bar()).toHaveAttribute('data-visible', 'false'));
    scrollTo(7000 - window.innerHeight);
    await waitFor(() => expect(bar()).toHaveAttribute('data-visible', 'true'));
  });
});
