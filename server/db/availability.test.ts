import { afterAll, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../lib/log-capture';
import { isDatabaseUnavailable, retryDelayMs, whileDatabaseAway } from './availability';

const coded = (code: string, message = code) => Object.assign(new Error(message), { code });
/** How Drizzle hands a driver's error on: its own error, the driver's as the cause. */
const wrapped = (cause: Error) => new Error('Failed query: select 1\nparams: ', { cause });

const logs = captureLogs();
afterAll(() => logs.restore());

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['connection reset', coded('ECONNRESET')],
    ['a connection exception (08006)', coded('08006')],
    ['cannot connect now (08001)', coded('08001')],
    ['admin shutdown (57P01)', coded('57P01', 'terminating connection due to administrator command')],
    ['crash shutdown (57P02)', coded('57P02')],
    ['starting up (57P03)', coded('57P03', 'the database system is starting up')],
    ['too many connections (53300)', coded('53300')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['a client that broke earlier', new Error('Client has encountered a connection error and is not queryable')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['wrapped by Drizzle', wrapped(coded('ECONNREFUSED'))],
    ['every address refused', new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')])],
  ])('%s: yes', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', coded('23505')],
    ['bad input (22P02)', wrapped(coded('22P02'))],
    ['a wrong password (28P01)', coded('28P01')],
    ['a missing database (3D000)', coded('3D000')],
    ['a division by zero', coded('22012')],
    ['a plain error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
  ])('%s: no', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('retryDelayMs', () => {
  it.each([
    [1, 500],
    [2, 1000],
    [3, 2000],
    [5, 8000],
    [6, 10_000],
    [40, 10_000],
  ])('attempt %i waits %i ms', (attempt, ms) => {
    expect(retryDelayMs(attempt)).toBe(ms);
  });
});

describe('whileDatabaseAway', () => {
  it('tries again while the database is away, logging each attempt, and answers the first success', async () => {
    vi.useFakeTimers();
    try {
      const work = vi
        .fn<() => Promise<string>>()
        .mockRejectedValueOnce(wrapped(coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')))
        .mockRejectedValueOnce(coded('57P03', 'the database system is starting up'))
        .mockResolvedValue('prepared');
      const result = whileDatabaseAway('prepare the database', work);
      await vi.advanceTimersByTimeAsync(500);
      expect(work).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1000);
      await expect(result).resolves.toBe('prepared');
      const lines = logs.lines().filter((line) => String(line.msg).startsWith('Database:'));
      expect(lines.map((line) => [line.level, line.attempt, line.reason])).toEqual([
        ['warn', 1, 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432'],
        ['warn', 2, '57P03: the database system is starting up'],
        ['info', 3, undefined],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('throws at once what waiting would not mend', async () => {
    const work = vi.fn(() => Promise.reject(coded('28P01', 'password authentication failed')));
    await expect(whileDatabaseAway('prepare the database', work)).rejects.toThrow('password authentication failed');
    expect(work).toHaveBeenCalledTimes(1);
  });
});
