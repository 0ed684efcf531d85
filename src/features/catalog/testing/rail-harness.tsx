import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { t } from '@/testing/texts';
import { renderWithProviders } from '@/testing/render';
import { makeTestStore } from '@/testing/store';
import { BannerRail } from '../main/banner-rail';
import { forgetCarouselDemand } from '../main/use-carousel-engine';
import { installBrowserApis, layOutRail } from './browser-apis';
import { BANNERS } from './catalog-data';

/** The banner rail on a 300 px layout with fake timers, as each banner rail test starts it. */
export function setUpRailTests(): void {
  beforeEach(() => {
    forgetCarouselDemand();
    restore = [layOutRail(300)];
  });
  afterEach(() => {
    for (const undo of restore) undo();
    vi.useRealTimers();
    setHidden(false);
  });
}

let restore: (() => void)[] = [];

export function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

export function renderRail({ reducedMotion = false, banners = BANNERS } = {}) {
  restore.push(installBrowserApis({ reducedMotion }));
  // The store first, on real timers: redux-persist gives up rehydrating after a real 5 s.
  const store = makeTestStore();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const view = renderWithProviders(<BannerRail banners={banners} />, { store });
  return {
    ...view,
    root: screen.getByRole('region', { name: t('home.main.banners') }),
    viewport: screen.getByTestId('banner-viewport'),
  };
}

export const counter = (current: number) => t('home.main.counter', { current, total: BANNERS.length });
export const engine = () => screen.getByTestId('banner-viewport').dataset.engine;

export async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

/** Lets the on-demand chunk arrive, then the native scroll settle, after which embla runs the rail. */
export async function settleEngine() {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  await advance(200);
}
