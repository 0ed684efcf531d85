import { describe, expect, it } from 'vitest';
import type { EpisodeItem, EpisodeState } from '@/domain/catalog';
import { readEntry, sortEpisodes, timeLeft } from './episode-order';

const thumbnail = { url: '/images/t.webp', width: 10, height: 10 };
const ep = (number: number, state: EpisodeState): EpisodeItem => ({
  id: number * 10,
  number,
  name: `E${number}`,
  publishedAt: number,
  thumbnail,
  state,
});
const locked: EpisodeState = { kind: 'LOCKED', rentPrice: 1, possessionPrice: 2 };

describe('episode order', () => {
  it('sorts by number both ways without touching the input', () => {
    const input = [ep(2, locked), ep(1, locked), ep(3, locked)];
    expect(sortEpisodes(input, 'FIRST').map((e) => e.number)).toEqual([1, 2, 3]);
    expect(sortEpisodes(input, 'LATEST').map((e) => e.number)).toEqual([3, 2, 1]);
    expect(input.map((e) => e.number)).toEqual([2, 1, 3]);
  });

  it('continues a readable last-read episode, else starts at the first readable one', () => {
    const list = [ep(1, locked), ep(2, { kind: 'FREE' }), ep(3, { kind: 'OWNED' }), ep(4, locked)];
    expect(readEntry(list, 30)).toEqual({ kind: 'CONTINUE', episode: list[2] });
    expect(readEntry(list, 40)).toEqual({ kind: 'FIRST', episode: list[1] });
    expect(readEntry(list, null)).toEqual({ kind: 'FIRST', episode: list[1] });
    expect(readEntry([ep(1, locked)], null)).toBeNull();
  });

  it('counts the time left in whole minutes, never below zero', () => {
    expect(timeLeft(90 * 60_000 + 59_000, 0)).toEqual({ hours: 1, minutes: 30 });
    expect(timeLeft(0, 5000)).toEqual({ hours: 0, minutes: 0 });
  });
});
