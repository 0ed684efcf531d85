import { describe, expect, it } from 'vitest';
import { describeNode, medianBy, summarizeLighthouse, type LhrAudit, type LhrLike } from './lighthouse-summary';

const audit = (id: string, extra: Partial<LhrAudit> = {}): LhrAudit => ({
  id,
  title: id,
  score: 1,
  scoreDisplayMode: 'numeric',
  ...extra,
});

function lhr(): LhrLike {
  const audits: LhrAudit[] = [
    audit('first-contentful-paint', { numericValue: 1770, score: 0.9 }),
    audit('largest-contentful-paint', { numericValue: 2900, score: 0.5 }),
    audit('total-blocking-time', { numericValue: 220 }),
    audit('cumulative-layout-shift', { numericValue: 0.0105 }),
    audit('uses-text-compression', {
      title: 'Enable text compression',
      score: 0,
      scoreDisplayMode: 'metricSavings',
      displayValue: 'Est savings of 351 KiB',
      metricSavings: { FCP: 1500, LCP: 1800 },
    }),
    audit('unused-javascript', {
      score: 0.5,
      scoreDisplayMode: 'metricSavings',
      details: { type: 'opportunity', overallSavingsMs: 900 },
    }),
    audit('dom-size', { score: 0.95 }),
    audit('lcp-lazy-loaded', { score: 0, scoreDisplayMode: 'notApplicable' }),
    audit('largest-contentful-paint-element', {
      score: 0,
      scoreDisplayMode: 'metricSavings',
      details: {
        type: 'list',
        items: [
          { type: 'table', items: [{ node: { type: 'node', selector: 'main > img', snippet: '<img src="/a.png">' } }] },
          {
            type: 'table',
            items: [
              { phase: 'TTFB', timing: 450 },
              { phase: 'Load Delay', timing: 2000 },
            ],
          },
        ],
      },
    }),
    audit('layout-shifts', {
      score: 0,
      scoreDisplayMode: 'metricSavings',
      details: {
        type: 'table',
        items: [
          {
            node: { type: 'node', selector: 'nav.bottom' },
            score: 0.0105,
            subItems: { type: 'subitems', items: [{ cause: 'Unsized image element' }] },
          },
        ],
      },
    }),
  ];
  return {
    categories: { performance: { score: 0.734, auditRefs: audits.map(({ id }) => ({ id })) } },
    audits: Object.fromEntries(audits.map((a) => [a.id, a])),
    environment: { benchmarkIndex: 1900 },
    runWarnings: [],
  };
}

describe('summarizeLighthouse', () => {
  it('reads the score as 0–100 and the key metrics, null where an audit is missing', () => {
    const summary = summarizeLighthouse(lhr());
    expect(summary.score).toBe(73);
    expect(summary.metrics).toEqual({ fcp: 1770, lcp: 2900, tbt: 220, cls: 0.0105, si: null });
    expect(summary.benchmarkIndex).toBe(1900);
  });

  it('lists failing opportunities by their largest estimated saving, leaving metrics and non-applicable ones out', () => {
    const ids = summarizeLighthouse(lhr()).findings.map((f) => [f.id, f.savingsMs]);
    expect(ids).toEqual([
      ['uses-text-compression', 1800],
      ['unused-javascript', 900],
    ]);
  });

  it('names the LCP element with its phases and the elements that shifted with their causes', () => {
    const summary = summarizeLighthouse(lhr());
    expect(summary.lcpElement).toBe('main > img <img src="/a.png">');
    expect(summary.lcpPhases).toEqual([
      { phase: 'TTFB', ms: 450 },
      { phase: 'Load Delay', ms: 2000 },
    ]);
    expect(summary.shifts).toEqual([{ element: 'nav.bottom', score: 0.0105, causes: ['Unsized image element'] }]);
  });

  it('answers a null score when Lighthouse could not score the page', () => {
    const result = lhr();
    result.categories.performance = { score: null, auditRefs: [] };
    expect(summarizeLighthouse(result).score).toBeNull();
  });

  it('says why a run recorded nothing, and what CPU slowdown the run applied', () => {
    const result = lhr();
    result.categories.performance = { score: null, auditRefs: [] };
    result.runtimeError = { code: 'NO_NAVSTART', message: 'Something went wrong with recording the trace.' };
    result.configSettings = { throttlingMethod: 'simulate', throttling: { cpuSlowdownMultiplier: 4 } };
    const summary = summarizeLighthouse(result);
    expect(summary.warnings).toEqual(['NO_NAVSTART: Something went wrong with recording the trace.']);
    expect(summary).toMatchObject({ cpuSlowdown: 4, throttlingMethod: 'simulate' });
  });
});

describe('describeNode', () => {
  it('shortens long snippets', () => {
    const text = describeNode({ type: 'node', selector: 'img', snippet: `<img ${'x'.repeat(200)}>` });
    expect(text.length).toBeLessThan(100);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('medianBy', () => {
  it('picks the middle item, the lower one of an even count', () => {
    expect(medianBy([74, 90, 73], (n) => n)).toBe(74);
    expect(medianBy([{ s: 2 }, { s: 1 }, { s: 4 }, { s: 3 }], (x) => x.s)).toEqual({ s: 2 });
    expect(() => medianBy([], (n: number) => n)).toThrow();
  });
});
