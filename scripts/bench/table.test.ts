import { describe, expect, it } from 'vitest';
import { formatTable, kib, ms, seconds, verdict } from './table';

describe('formatTable', () => {
  it('sizes each column to its widest cell, right-aligns numbers and trims line ends', () => {
    const text = formatTable(
      [{ header: 'page' }, { header: 'score', align: 'right' }, { header: 'note' }],
      [
        ['main', '98', ''],
        ['detail', '7', 'OVER'],
      ],
    );
    expect(text.split('\n')).toEqual([
      'page    score  note',
      '------  -----  ----',
      'main       98',
      'detail      7  OVER',
    ]);
  });

  it('prints a row that lacks cells as blanks', () => {
    expect(formatTable([{ header: 'a' }, { header: 'b' }], [['x']]).split('\n')[2]).toBe('x');
  });
});

describe('units', () => {
  it('formats KiB with one decimal, ms rounded, seconds with one decimal', () => {
    expect(kib(150 * 1024)).toBe('150.0 KiB');
    expect(kib(1536)).toBe('1.5 KiB');
    expect(ms(49.6)).toBe('50 ms');
    expect(seconds(3559)).toBe('3.6 s');
    expect([verdict(true), verdict(false)]).toEqual(['ok', 'OVER']);
  });
});
