import { describe, expect, it } from 'vitest';
import { readHomeQuery, withHomeQuery } from './home-lists';

const query = (search: string) => new URLSearchParams(search);

describe('readHomeQuery', () => {
  it('shows the weekly tab for the day in the URL, or today', () => {
    expect(readHomeQuery('weekly', query('day=TEN'), 'MONDAY')).toEqual({ list: 'TEN', sort: 'POPULAR', day: 'TEN' });
    expect(readHomeQuery('weekly', query(''), 'FRIDAY')).toEqual({ list: 'FRIDAY', sort: 'POPULAR', day: 'FRIDAY' });
    expect(readHomeQuery('weekly', query('day=WEEKLY'), 'FRIDAY').day).toBe('FRIDAY');
  });

  it('takes a sort the tab offers and falls back to popular otherwise', () => {
    expect(readHomeQuery('action', query('sort=FREETIME'), 'MONDAY')).toEqual({
      list: 'ACTION',
      sort: 'FREETIME',
      day: null,
    });
    expect(readHomeQuery('ranking', query('sort=LATEST'), 'MONDAY').sort).toBe('POPULAR');
    expect(readHomeQuery('free', query('sort=SCHEDULE'), 'MONDAY').sort).toBe('POPULAR');
  });

  it('reads each tab as its list: pick is the newest titles', () => {
    expect(readHomeQuery('pick', query(''), 'MONDAY').list).toBe('NEWEST');
    expect(readHomeQuery('mature', query(''), 'MONDAY').list).toBe('MATURE');
  });
});

describe('withHomeQuery', () => {
  it('changes one value and keeps the other', () => {
    expect(withHomeQuery(query('day=TUESDAY'), { sort: 'LATEST' })).toBe('?day=TUESDAY&sort=LATEST');
    expect(withHomeQuery(query('sort=LATEST'), { day: 'TEN' })).toBe('?sort=LATEST&day=TEN');
  });

  it('leaves the default sort out, so a list has one URL', () => {
    expect(withHomeQuery(query('sort=LATEST'), { sort: 'POPULAR' })).toBe('');
  });
});
