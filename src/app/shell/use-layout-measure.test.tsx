import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { useLayoutMeasure } from './use-layout-measure';

function Measured() {
  useLayoutMeasure();
  return <p>page</p>;
}

const ownWidth = Object.getOwnPropertyDescriptor(window, 'innerWidth');

/** The window reports `width`, and counts how often a script asks for it. */
function windowOfWidth(width: number): { reads: number } {
  const counter = { reads: 0 };
  Object.defineProperty(window, 'innerWidth', {
    configurable: true,
    get: () => {
      counter.reads += 1;
      return width;
    },
  });
  return counter;
}

afterEach(() => {
  if (ownWidth) Object.defineProperty(window, 'innerWidth', ownWidth);
});

// Issue 30: reading innerWidth inside the commit forced the layout of the whole new page into the render's task.
describe('useLayoutMeasure', () => {
  it('reads the window in the frame after the commit, not in it, and takes a size changed since the store was made', async () => {
    windowOfWidth(1024);
    const { store } = makeStore();
    expect(store.getState().layout).toMatchObject({ isDesktop: true });

    const counter = windowOfWidth(600);
    act(() => {
      render(
        <Provider store={store}>
          <Measured />
        </Provider>,
      );
    });
    expect(counter.reads).toBe(0);
    await waitFor(() => expect(store.getState().layout).toMatchObject({ isDesktop: false, width: 600 }));
  });

  it('dispatches nothing when the frame finds the size the store has', async () => {
    const counter = windowOfWidth(600);
    const { store } = makeStore();
    const before = store.getState().layout;
    const readsAtStart = counter.reads;
    render(
      <Provider store={store}>
        <Measured />
      </Provider>,
    );
    await waitFor(() => expect(counter.reads).toBeGreaterThan(readsAtStart));
    expect(store.getState().layout).toBe(before);
  });

  it('follows a resize', async () => {
    windowOfWidth(1024);
    const { store } = makeStore();
    render(
      <Provider store={store}>
        <Measured />
      </Provider>,
    );
    act(() => {
      windowOfWidth(600);
      window.dispatchEvent(new Event('resize'));
    });
    expect(store.getState().layout).toMatchObject({ isDesktop: false, width: 600 });
  });
});
