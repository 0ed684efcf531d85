import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNS, MEASURES, parseArgs, plan, PLATFORMS, type BenchOptions } from './args';

const options = (argv: string[]): BenchOptions => {
  const parsed = parseArgs(argv);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.options;
};

describe('parseArgs', () => {
  it('runs every measure on every platform by default', () => {
    expect(options([])).toEqual({
      platforms: [...PLATFORMS],
      measures: [...MEASURES],
      files: false,
      runs: DEFAULT_RUNS,
      reportsDir: null,
      trace: false,
      workers: 1,
      allowStale: false,
    });
  });

  it('measures a stale build only with --allow-stale', () => {
    expect(options(['--allow-stale']).allowStale).toBe(true);
  });

  it('keeps the platforms asked for, once each, in the order given', () => {
    expect(options(['de', 'japan', 'de']).platforms).toEqual(['de', 'japan']);
  });

  it('reads --files, --only, --runs, --reports and --trace', () => {
    expect(options(['--files', '--only=lighthouse,js', '--runs=5', '--reports=out/lh', '--trace'])).toMatchObject({
      files: true,
      trace: true,
      workers: 1,
      measures: ['js', 'lighthouse'],
      runs: 5,
      reportsDir: 'out/lh',
    });
  });

  it.each([
    ['--only=memory'],
    ['--only='],
    ['--reports='],
    ['--runs=0'],
    ['--runs=10'],
    ['--runs=2.5'],
    ['jp'],
    ['--file'],
  ])('refuses %s', (arg) => {
    const parsed = parseArgs([arg]);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(arg);
  });
});

describe('plan', () => {
  it('runs the page measures on japan only, js on each platform', () => {
    expect(plan(options(['thai', 'japan']))).toEqual([
      { platform: 'thai', measures: ['js'] },
      { platform: 'japan', measures: ['js', 'viewer', 'lighthouse'] },
    ]);
  });

  it('drops platforms left with nothing to measure', () => {
    expect(plan(options(['thai', '--only=viewer']))).toEqual([]);
    expect(plan(options(['--only=viewer']))).toEqual([{ platform: 'japan', measures: ['viewer'] }]);
  });
});
