import { describe, expect, it } from 'vitest';
import { AUTH_FAILURE_WINDOW_SECONDS, MAX_AUTH_FAILURES } from '../../src/domain/constants';
import { isSignInLocked } from './sign-in-limit';

const start = new Date('2030-01-01T00:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const windowMs = AUTH_FAILURE_WINDOW_SECONDS * 1000;

describe('isSignInLocked', () => {
  it.each([
    ['no failure yet', 0, null, at(0), false],
    [`${MAX_AUTH_FAILURES - 1} failures`, MAX_AUTH_FAILURES - 1, start, at(1000), false],
    [`${MAX_AUTH_FAILURES} failures, window open`, MAX_AUTH_FAILURES, start, at(windowMs - 1), true],
    [`${MAX_AUTH_FAILURES} failures, window just over`, MAX_AUTH_FAILURES, start, at(windowMs), false],
  ])('%s → %s', (_label, failedAuthCount, failedAuthWindowStartedAt, now, locked) => {
    expect(isSignInLocked({ failedAuthCount, failedAuthWindowStartedAt }, now)).toBe(locked);
  });
});
