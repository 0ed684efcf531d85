import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BANNER_AUTO_SLIDE_MS } from '@/domain/constants';
import { t } from '@/testing/texts';
import { intersect } from '../testing/browser-apis';
import { advance, counter, engine, renderRail, setHidden, settleEngine, setUpRailTests } from '../testing/rail-harness';

setUpRailTests();

describe('BannerRail: loading embla on demand', () => {
  it('loads embla when the rail has been on screen for the first automatic slide, and not before', async () => {
    const { root } = renderRail();
    await advance(BANNER_AUTO_SLIDE_MS * 2);
    await settleEngine();
    expect(engine()).toBeUndefined();

    intersect(root);
    await advance(BANNER_AUTO_SLIDE_MS - 1);
    await settleEngine();
    expect(engine()).toBeUndefined();
    await advance(1);
    await settleEngine();
    expect(engine()).toBe('embla');
  });

  it('counts the time on screen again after the rail left it, and not while the tab is hidden', async () => {
    const { root } = renderRail();
    intersect(root);
    await advance(BANNER_AUTO_SLIDE_MS - 300);
    intersect(root, false);
    intersect(root);
    // Due again 5 s after it came back: settling (200 ms) still ends 100 ms before.
    await advance(BANNER_AUTO_SLIDE_MS - 300);
    await settleEngine();
    expect(engine()).toBeUndefined();

    setHidden(true);
    await advance(BANNER_AUTO_SLIDE_MS * 2);
    await settleEngine();
    expect(engine()).toBeUndefined();
    setHidden(false);
    await advance(BANNER_AUTO_SLIDE_MS);
    await settleEngine();
    expect(engine()).toBe('embla');
  });

  it.each([
    ['focus', (root: HTMLElement) => fireEvent.focusIn(within(root).getAllByRole('link')[0]!)],
    ['a pointer', (root: HTMLElement) => fireEvent.pointerDown(root)],
    ['a touch', (root: HTMLElement) => fireEvent.touchStart(root)],
    ['a key', (root: HTMLElement) => fireEvent.keyDown(root, { key: 'ArrowRight' })],
  ])('loads embla at once on the first interaction: %s', async (_name, interact) => {
    const { root } = renderRail();
    interact(root);
    await settleEngine();
    expect(engine()).toBe('embla');
  });

  it('takes over the slide the reader is on, without a jump', async () => {
    const { root, viewport } = renderRail();
    viewport.scrollLeft = 600;
    fireEvent.scroll(viewport);
    fireEvent.pointerDown(root);
    await settleEngine();
    expect(engine()).toBe('embla');
    expect(viewport.scrollLeft).toBe(0);
    expect(screen.getByText(counter(3))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: t('home.main.next') }));
    expect(screen.getByText(counter(4))).toBeInTheDocument();
  });
});

describe('BannerRail: automatic slides', () => {
  async function runningCarousel(options: { reducedMotion?: boolean } = {}) {
    const view = renderRail(options);
    intersect(view.root);
    fireEvent.pointerDown(view.root);
    fireEvent.pointerLeave(view.root);
    await settleEngine();
    expect(engine()).toBe('embla');
    return view;
  }

  it(`moves every ${BANNER_AUTO_SLIDE_MS} ms and loops`, async () => {
    await runningCarousel();
    await advance(BANNER_AUTO_SLIDE_MS - 1);
    expect(screen.getByText(counter(1))).toBeInTheDocument();
    await advance(1);
    expect(screen.getByText(counter(2))).toBeInTheDocument();
    await advance(BANNER_AUTO_SLIDE_MS * 3);
    expect(screen.getByText(counter(1))).toBeInTheDocument();
  });

  it('holds while the pointer is over the banners and moves on once it leaves', async () => {
    const { root } = await runningCarousel();
    fireEvent.pointerEnter(root);
    await advance(BANNER_AUTO_SLIDE_MS * 3);
    expect(screen.getByText(counter(1))).toBeInTheDocument();
    fireEvent.pointerLeave(root);
    await advance(BANNER_AUTO_SLIDE_MS);
    expect(screen.getByText(counter(2))).toBeInTheDocument();
  });

  it('holds while focus is inside and while the tab is hidden', async () => {
    const { root } = await runningCarousel();
    const link = within(root).getAllByRole('link')[0]!;
    fireEvent.focusIn(link);
    await advance(BANNER_AUTO_SLIDE_MS * 2);
    expect(screen.getByText(counter(1))).toBeInTheDocument();
    fireEvent.focusOut(link, { relatedTarget: document.body });
    setHidden(true);
    await advance(BANNER_AUTO_SLIDE_MS * 2);
    expect(screen.getByText(counter(1))).toBeInTheDocument();
    setHidden(false);
    await advance(BANNER_AUTO_SLIDE_MS);
    expect(screen.getByText(counter(2))).toBeInTheDocument();
  });

  it('stops with the pause button and goes on with play', async () => {
    await runningCarousel();
    fireEvent.click(screen.getByRole('button', { name: t('home.autoplay.pause') }));
    fireEvent.focusOut(screen.getByRole('button', { name: t('home.autoplay.play') }), { relatedTarget: document.body });
    await advance(BANNER_AUTO_SLIDE_MS * 2);
    expect(screen.getByText(counter(1))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: t('home.autoplay.play') }));
    fireEvent.focusOut(screen.getByRole('button', { name: t('home.autoplay.pause') }), {
      relatedTarget: document.body,
    });
    await advance(BANNER_AUTO_SLIDE_MS);
    expect(screen.getByText(counter(2))).toBeInTheDocument();
  });

  it('never moves by itself under reduced motion, where only an interaction loads embla', async () => {
    const { root } = renderRail({ reducedMotion: true });
    intersect(root);
    await advance(BANNER_AUTO_SLIDE_MS * 3);
    await settleEngine();
    expect(engine()).toBeUndefined();

    fireEvent.keyDown(root, { key: 'Tab' });
    await settleEngine();
    expect(engine()).toBe('embla');
    await advance(BANNER_AUTO_SLIDE_MS * 3);
    expect(screen.getByText(counter(1))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('home.autoplay.pause') })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: t('home.main.next') }));
    expect(screen.getByText(counter(2))).toBeInTheDocument();
  });
});
