import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { AUTO_CONTINUE_SECONDS } from '../components/countdown';

/**
 * Runs auto-continue's countdown to zero on fake timers, a second at a time: each tick is a render that sets the
 * next tick's timer, so one long jump would only pass the first.
 */
export async function runCountdown(): Promise<void> {
  for (let second = 0; second < AUTO_CONTINUE_SECONDS; second += 1) {
    await act(() => vi.advanceTimersByTimeAsync(1_000));
  }
}
