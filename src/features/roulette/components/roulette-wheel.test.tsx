import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '@/ui';
import { PRIZES } from '../testing';
import { RouletteWheel, SPIN_FALLBACK_MS } from './roulette-wheel';

afterEach(() => vi.useRealTimers());

function renderWheel(onStopped: () => void) {
  return render(
    <ThemeRoot>
      <RouletteWheel prizes={PRIZES} target={{ index: 2, spinId: 41 }} onStopped={onStopped} />
    </ThemeRoot>,
  );
}

describe('RouletteWheel', () => {
  it('ends the spin after the fallback time when transitionend never comes', () => {
    vi.useFakeTimers();
    const onStopped = vi.fn();
    renderWheel(onStopped);
    act(() => vi.advanceTimersByTime(SPIN_FALLBACK_MS - 1));
    expect(onStopped).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onStopped).toHaveBeenCalledTimes(1);
    // A late transitionend does not end it twice.
    fireEvent.transitionEnd(screen.getByTestId('roulette-wheel'));
    expect(onStopped).toHaveBeenCalledTimes(1);
  });

  it('ends the spin once on transitionend, and the timer then does nothing', () => {
    vi.useFakeTimers();
    const onStopped = vi.fn();
    renderWheel(onStopped);
    fireEvent.transitionEnd(screen.getByTestId('roulette-wheel'));
    expect(onStopped).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(SPIN_FALLBACK_MS));
    expect(onStopped).toHaveBeenCalledTimes(1);
  });
});
