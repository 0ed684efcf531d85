import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_MARGIN_MS } from '../constants';
import { decideToken, refreshMatchesUser } from './token';

const NOW = Date.parse('2025-01-01T00:00:00Z');
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe('decideToken (spec §4, 5-minute margin)', () => {
  it.each([
    ['an hour left', NOW + 60 * MIN, NOW + 14 * DAY, 'keep'],
    ['5 minutes + 1 ms left', NOW + 5 * MIN + 1, NOW + 14 * DAY, 'keep'],
    ['exactly 5 minutes left', NOW + 5 * MIN, NOW + 14 * DAY, 'refresh'],
    ['1 ms left', NOW + 1, NOW + 14 * DAY, 'refresh'],
    ['already expired, refresh valid', NOW - 60 * MIN, NOW + 14 * DAY, 'refresh'],
    ['refresh valid for 1 ms more', NOW - 1, NOW + 1, 'refresh'],
    ['refresh expires this very ms', NOW - 1, NOW, 'clear'],
    ['refresh expired', NOW - 1, NOW - 1, 'clear'],
    ['access still fine though refresh expired', NOW + 60 * MIN, NOW - 1, 'keep'],
  ] as const)('%s → %s', (_case, accessTokenExpiresAt, refreshTokenExpiresAt, expected) => {
    expect(decideToken(NOW, { accessTokenExpiresAt, refreshTokenExpiresAt })).toBe(expected);
  });

  it('no tokens → clear', () => {
    expect(decideToken(NOW, null)).toBe('clear');
  });

  it('the margin is 5 minutes', () => {
    expect(ACCESS_TOKEN_MARGIN_MS).toBe(5 * MIN);
  });
});

describe('refreshMatchesUser (spec §4: another e-mail clears the tokens)', () => {
  it.each([
    ['same e-mail', 'reader@example.com', 'reader@example.com', true],
    ['differs only in case and spaces', ' Reader@Example.com ', 'reader@example.com', true],
    ['another user', 'other@example.com', 'reader@example.com', false],
    ['another domain', 'reader@example.org', 'reader@example.com', false],
    ['user not loaded yet', 'reader@example.com', undefined, true],
  ] as const)('%s → %s', (_case, refreshEmail, userEmail, expected) => {
    expect(refreshMatchesUser(refreshEmail, userEmail)).toBe(expected);
  });
});
