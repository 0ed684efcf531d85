import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, useLiveNow } from './use-live-now';

afterEach(() => vi.useRealTimers());

function Clock({ base }: { base: number }) {
  return <p data-testid="clock">{useLiveNow(base) - base}</p>;
}
const elapsed = () => Number(screen.getByTestId('clock').textContent);

describe('useLiveNow', () => {
  it('moves on from the base second by second, with one timer for every clock on the page', async () => {
    vi.useFakeTimers();
    render(
      <>
        <Clock base={1_000} />
        <Clock base={5_000} />
      </>,
    );
    expect(screen.getAllByTestId('clock').map((clock) => clock.textContent)).toEqual(['0', '0']);
    expect(vi.getTimerCount()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getAllByTestId('clock').map((clock) => clock.textContent)).toEqual(['1000', '1000']);
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(screen.getAllByTestId('clock').map((clock) => clock.textContent)).toEqual(['3000', '3000']);
  });

  it('starts over from a new base, and stops its timer when the last clock goes', async () => {
    vi.useFakeTimers();
    const { rerender, unmount } = render(<Clock base={1_000} />);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(elapsed()).toBe(3_000);
    rerender(<Clock base={50_000} />);
    expect(elapsed()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(elapsed()).toBe(1_000);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('shows hours, minutes and seconds left, rounding a started second up, never below zero', () => {
    expect(formatCountdown(3_600_000 + 61_000, 0)).toBe('01:01:01');
    expect(formatCountdown(1_500, 1_000)).toBe('00:00:01');
    expect(formatCountdown(100 * 3_600_000, 0)).toBe('100:00:00');
    expect(formatCountdown(0, 5_000)).toBe('00:00:00');
  });
});
