import { act } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ViewerEpisode } from '@/domain/catalog';
import { renderWithProviders, type RenderWithProvidersResult } from '@/testing/render';
import { viewerApi } from '../api';
import type { ViewerProgress } from '../types';
import { useProgressSaver } from './use-progress-saver';

const EPISODE_ID = 5;
const episode: ViewerEpisode = {
  contentId: 7,
  contentName: 'A title',
  isAdult: false,
  episode: { id: EPISODE_ID, number: 1, name: 'One', publishedAt: 0 },
  images: [{ url: 'https://cdn.example/1.jpg', width: 800, height: 1200 }],
  copyrightImages: [],
  prevEpisodeId: null,
  nextEpisodeId: null,
  nextState: null,
  progress: null,
};

type AppStore = RenderWithProvidersResult['store'];

function cachedEpisode(store: AppStore) {
  const select = viewerApi.endpoints.viewerEpisode.select(EPISODE_ID) as unknown as (
    state: ReturnType<AppStore['getState']>,
  ) => { data?: ViewerEpisode };
  return select(store.getState()).data;
}

/** The saver in a component, as the viewer holds it (a guest: nothing goes to the server). */
function mountSaver() {
  const saver: { save?: (progress: ViewerProgress) => void; renders: number } = { renders: 0 };
  function Reader() {
    const save = useProgressSaver(EPISODE_ID);
    const renders = useRef(0);
    renders.current += 1;
    saver.renders = renders.current;
    saver.save = save;
    return null;
  }
  const view = renderWithProviders(<Reader />);
  const upsert = view.store.dispatch as unknown as (action: unknown) => Promise<unknown>;
  void upsert(viewerApi.util.upsertQueryData('viewerEpisode', EPISODE_ID, episode));
  return { store: view.store, saver, view };
}

describe('useProgressSaver', () => {
  it('saves while reading without touching the episode on screen or re-rendering the viewer', async () => {
    const { store, saver } = mountSaver();
    await act(async () => undefined);
    const before = cachedEpisode(store);
    const renders = saver.renders;
    expect(before?.progress).toBeNull();
    await act(async () => saver.save!({ lastImage: 3, percent: 40 }));
    await act(async () => saver.save!({ lastImage: 4, percent: 50 }));
    // The same object: every component holding the episode would have re-rendered for a new one.
    expect(cachedEpisode(store)).toBe(before);
    expect(saver.renders).toBe(renders);
  });

  it('hands the place to the cached episode when the reader leaves, including the last one flushed on leaving', async () => {
    const { store, saver, view } = mountSaver();
    await act(async () => saver.save!({ lastImage: 3, percent: 40 }));
    const save = saver.save!;
    view.unmount();
    expect(cachedEpisode(store)?.progress).toEqual({ lastImage: 3, scrollPercent: 40 });
    // The viewer's own flush comes after this hook's cleanup.
    act(() => save({ lastImage: 6, percent: 80 }));
    expect(cachedEpisode(store)?.progress).toEqual({ lastImage: 6, scrollPercent: 80 });
  });

  it('sends a place once: the same place sampled again (the session back after an offline reload) sends nothing', async () => {
    const sends = vi.spyOn(viewerApi.endpoints.saveProgress, 'initiate');
    try {
      const { saver } = mountSaver();
      await act(async () => saver.save!({ lastImage: 3, percent: 40 }));
      await act(async () => saver.save!({ lastImage: 3, percent: 40 }));
      expect(sends).toHaveBeenCalledTimes(1);
      await act(async () => saver.save!({ lastImage: 4, percent: 50 }));
      expect(sends).toHaveBeenCalledTimes(2);
    } finally {
      sends.mockRestore();
    }
  });
});
