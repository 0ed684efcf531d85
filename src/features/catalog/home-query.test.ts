import { describe, expect, it } from 'vitest';
import { homeListOf } from './home-query';

describe('homeListOf', () => {
  it.each([
    ['WEEKLY', 'POPULAR', 'weekly', ''],
    ['SCHEDULE_ALL', 'POPULAR', 'weekly', ''],
    ['TUESDAY', 'POPULAR', 'weekly', '?day=TUESDAY'],
    ['TEN', 'LATEST', 'weekly', '?day=TEN&sort=LATEST'],
    ['RANKING', 'POPULAR', 'ranking', ''],
    ['FREE', 'FREETIME', 'free', '?sort=FREETIME'],
    ['BL', 'POPULAR', 'bl', ''],
    ['MATURE', 'POPULAR', 'mature', ''],
    ['ROMANCE', 'POPULAR', 'romance', ''],
    ['ACTION', 'LATEST', 'action', '?sort=LATEST'],
    ['NEWEST', 'LATEST', 'pick', '?sort=LATEST'],
  ] as const)('opens %s by %s in the %s tab with "%s"', (list, sort, tab, query) => {
    expect(homeListOf(list, sort)).toEqual({ tab, query });
  });
});
