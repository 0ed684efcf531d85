import { describe, expect, it } from 'vitest';
import type { InitialJs } from './initial-js';
import type { LighthouseRun } from './lighthouse';
import { jsSection, lighthouseSection, tracedSummary, viewerSection } from './report';
import type { ViewerRun } from './viewer-scroll';

const js = (gzip: number, lazy: number): InitialJs => ({
  files: [{ path: '/assets/index.js', gzip }],
  raw: gzip * 3,
  gzip,
  largestLazy: { path: '/assets/root-api.js', gzip: lazy },
});

const viewerRun = (overrides: Partial<ViewerRun> = {}): ViewerRun => ({
  episodeId: 201,
  cpuSlowdown: 1,
  images: 200,
  scrollHeight: 139190,
  durationMs: 69_600,
  decoded: { count: 12, scrollY: 1000 },
  withSource: { count: 13, scrollY: 1000 },
  shifts: { total: 0, counted: 0, worst: [] },
  tasks: { longestTask: 0, longestBlockingFrame: 0, longest: 0, count: 0, longestFrame: 0, worstFrames: [] },
  loadTasks: { longestTask: 110, longestBlockingFrame: 0, longest: 110, count: 1, longestFrame: 0, worstFrames: [] },
  longestFrameGap: 33,
  imageRequests: 48,
  uniqueImages: 32,
  imageBytes: 315_000,
  loadAverage: 0.4,
  tracedTasks: null,
  ...overrides,
});

const lighthouseRun = (name: string, score: number | null): LighthouseRun => ({
  name,
  path: `/${name}`,
  score,
  metrics: { fcp: 1800, lcp: 2100, tbt: 75, cls: 0, si: 1800 },
  benchmarkIndex: 1900,
  cpuSlowdown: 4,
  throttlingMethod: 'simulate',
  lcpElement: 'main > img',
  lcpPhases: [{ phase: 'Load Delay', ms: 2000 }],
  shifts: [],
  findings: [
    { id: 'uses-text-compression', title: 'Enable text compression', displayValue: '351 KiB', savingsMs: 1800 },
    { id: 'noise', title: 'Tiny thing', displayValue: '', savingsMs: 4 },
  ],
  warnings: [],
  scores: [score, score],
  runMetrics: [
    { fcp: 1800, lcp: 2100, tbt: 75, cls: 0, si: 1800 },
    { fcp: 1700, lcp: 2000, tbt: 60, cls: 0, si: 1750 },
  ],
});

describe('jsSection', () => {
  it('passes at exactly 130 KiB and 50 KiB and fails one byte over either', () => {
    expect(jsSection([{ platform: 'japan', js: js(130 * 1024, 50 * 1024) }], false).ok).toBe(true);
    expect(jsSection([{ platform: 'japan', js: js(130 * 1024 + 1, 1024) }], false).ok).toBe(false);
    expect(jsSection([{ platform: 'de', js: js(1024, 50 * 1024 + 1) }], false).ok).toBe(false);
  });

  it('lists the first-load files only with --files', () => {
    const rows = [{ platform: 'japan', js: js(1024, 1024) }];
    expect(jsSection(rows, false).text).not.toContain('/assets/index.js');
    expect(jsSection(rows, true).text).toContain('/assets/index.js');
  });
});

describe('viewerSection', () => {
  it('passes a run within every budget', () => {
    const section = viewerSection([viewerRun()]);
    expect(section.ok).toBe(true);
    expect(section.text).toContain('none of 50 ms or more');
    expect(section.text).not.toContain('OVER');
  });

  it.each<[string, Partial<ViewerRun>]>([
    ['16 decoded images', { decoded: { count: 16, scrollY: 5 } }],
    ['any layout shift', { shifts: { total: 0.0001, counted: 1, worst: [] } }],
    [
      'a 50 ms task',
      {
        tasks: { longestTask: 50, longestBlockingFrame: 0, longest: 50, count: 1, longestFrame: 50, worstFrames: [] },
      },
    ],
  ])('fails on %s', (_, overrides) => {
    expect(viewerSection([viewerRun(overrides)]).ok).toBe(false);
  });

  it('prints a tiny shift exactly, and what moved and what the long frames spent', () => {
    const section = viewerSection([
      viewerRun({
        shifts: {
          total: 0.0001,
          counted: 1,
          worst: [{ startTime: 900, value: 0.0001, hadRecentInput: false, sources: ['div[data-slot=3]'] }],
        },
        tasks: {
          longestTask: 0,
          longestBlockingFrame: 63,
          longest: 63,
          count: 1,
          longestFrame: 63,
          worstFrames: [
            {
              startTime: 5000,
              duration: 63,
              blockingDuration: 13,
              scriptMs: 40,
              layoutMs: 20,
              scripts: [{ duration: 38, invoker: 'IntersectionObserver', source: 'index.js' }],
            },
          ],
        },
      }),
    ]);
    expect(section.text).toContain('0.000 (exact 0.0001)');
    expect(section.text).toContain('div[data-slot=3]');
    expect(section.text).toContain(
      'frame 63 ms at 5.0 s (blocking 13 ms): script 40 ms, style/layout/paint 20 ms, other 3 ms',
    );
    expect(section.text).toContain('index.js 38 ms (IntersectionObserver)');
  });
});

describe('tracedSummary', () => {
  it('shows the count and the three longest tasks as wall / CPU', () => {
    const task = (wallMs: number, cpuMs: number) => ({ startMs: 0, wallMs, cpuMs });
    expect(tracedSummary([])).toBe('none');
    expect(tracedSummary([task(92, 3), task(60, 55)])).toBe('2: 92 ms / 3 ms, 60 ms / 55 ms');
    expect(tracedSummary([task(4, 1), task(3, 1), task(2, 1), task(1, 1)])).toBe(
      '4: 4 ms / 1 ms, 3 ms / 1 ms, 2 ms / 1 ms, …',
    );
  });

  it('adds its row to the viewer table only for a traced run', () => {
    expect(viewerSection([viewerRun()]).text).not.toContain('in the trace');
    expect(viewerSection([viewerRun({ tracedTasks: [] })]).text).toContain('in the trace (wall / CPU)');
  });
});

describe('lighthouseSection', () => {
  it('passes at 98 on every page and fails at 97 or without a score', () => {
    expect(lighthouseSection([lighthouseRun('main', 98), lighthouseRun('detail', 100)]).ok).toBe(true);
    expect(lighthouseSection([lighthouseRun('main', 98), lighthouseRun('viewer', 97)]).ok).toBe(false);
    expect(lighthouseSection([lighthouseRun('main', null)]).ok).toBe(false);
  });

  it('explains only the failing pages, with their LCP and findings worth at least 10 ms', () => {
    const text = lighthouseSection([lighthouseRun('main', 99), lighthouseRun('viewer', 74)]).text;
    expect(text).toContain('viewer: LCP main > img; Load Delay 2000 ms');
    expect(text).toContain('viewer: Enable text compression (351 KiB)');
    expect(text).not.toContain('main: Enable text compression');
    expect(text).not.toContain('Tiny thing');
  });
});

describe('--runs: judged on the worst run, printed with the spread', () => {
  it('fails the Lighthouse budget when one run of three is under it, though the median meets it', () => {
    const page = { ...lighthouseRun('main', 99), scores: [99, 97, 100] };
    const section = lighthouseSection([page]);
    expect(section.ok).toBe(false);
    // The worst score with the range, the median beside it, every run at the end.
    expect(section.text).toMatch(/main\s+\/main\s+97 \(97–100\)\s+OVER\s+99\s/);
    expect(section.text).toContain('99 97 100');
    expect(lighthouseSection([{ ...page, scores: [99, null, 100] }]).ok).toBe(false);
  });

  it('prints each Lighthouse metric as its worst run with the spread', () => {
    const text = lighthouseSection([lighthouseRun('main', 99)]).text;
    expect(text).toContain('2.1 s (2.0 s–2.1 s)');
    expect(text).toContain('75 ms (60 ms–75 ms)');
    expect(text).toContain('worst of 2 runs');
    expect(text).toContain('4× CPU (simulated)');
  });

  it('fails the viewer when one run at 4× breaks a budget, naming the slowdown, with a column per slowdown', () => {
    const fast = [viewerRun(), viewerRun({ decoded: { count: 13, scrollY: 7 } })];
    const slow = [
      viewerRun({ cpuSlowdown: 4 }),
      viewerRun({ cpuSlowdown: 4, decoded: { count: 16, scrollY: 4200 } }),
      viewerRun({ cpuSlowdown: 4, decoded: { count: 14, scrollY: 10 } }),
    ];
    const section = viewerSection([...fast, ...slow]);
    expect(section.ok).toBe(false);
    expect(section.text).toContain('1× CPU, worst of 2');
    expect(section.text).toContain('4× CPU, worst of 3');
    expect(section.text).toContain('13 (12–13); at y = 7 px');
    expect(section.text).toContain('16 (12–16); at y = 4200 px');
    expect(section.text).toContain('OVER (4×)');
    expect(viewerSection(fast).ok).toBe(true);
  });

  it('prints a long task of one run among runs without any as a range from under 50 ms', () => {
    const long = {
      longestTask: 137,
      longestBlockingFrame: 0,
      longest: 137,
      count: 1,
      longestFrame: 0,
      worstFrames: [],
    };
    const text = viewerSection([viewerRun(), viewerRun({ tasks: long }), viewerRun()]).text;
    expect(text).toContain('137 ms (< 50 ms–137 ms)');
  });

  it('explains a failing budget from the run that failed it', () => {
    const frame = {
      startTime: 5000,
      duration: 80,
      blockingDuration: 30,
      scriptMs: 60,
      layoutMs: 10,
      scripts: [],
    };
    const slow = viewerRun({
      cpuSlowdown: 4,
      tasks: {
        longestTask: 80,
        longestBlockingFrame: 80,
        longest: 80,
        count: 1,
        longestFrame: 80,
        worstFrames: [frame],
      },
    });
    const text = viewerSection([viewerRun(), slow]).text;
    expect(text).toContain('4× CPU: frame 80 ms at 5.0 s (blocking 30 ms)');
    expect(text).not.toContain('1× CPU: frame');
  });
});
