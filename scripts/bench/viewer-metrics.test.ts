import { describe, expect, it } from 'vitest';
import {
  longestFrameGap,
  longestTasks,
  peakImages,
  sumLayoutShifts,
  type ProbeFrame,
  type ProbeSample,
} from './viewer-metrics';

const sample = (time: number, decoded: number, withSource = decoded): ProbeSample => ({
  time,
  scrollY: time * 10,
  withSource,
  decoded,
});
const frame = (startTime: number, duration: number, blockingDuration = 0): ProbeFrame => ({
  startTime,
  duration,
  blockingDuration,
  scriptMs: 0,
  layoutMs: 0,
  scripts: [],
});

describe('peakImages', () => {
  it('finds the most decoded images at once and where the reader was', () => {
    const peaks = peakImages([sample(1, 3, 5), sample(2, 15, 15), sample(3, 16, 17), sample(4, 16, 16)]);
    expect(peaks.decoded).toEqual({ count: 16, scrollY: 30 });
    expect(peaks.withSource).toEqual({ count: 17, scrollY: 30 });
  });

  it('answers zero without samples', () => {
    expect(peakImages([]).decoded.count).toBe(0);
  });
});

describe('sumLayoutShifts', () => {
  const shift = (value: number, hadRecentInput = false) => ({ startTime: 0, value, hadRecentInput, sources: [] });

  it('sums every shift without recent input, exactly', () => {
    const summary = sumLayoutShifts([shift(0.0004), shift(0.5, true), shift(0.0002)]);
    expect(summary.total).toBeCloseTo(0.0006, 10);
    expect(summary.total).toBeGreaterThan(0);
    expect(summary.counted).toBe(2);
  });

  it('keeps the largest counted shifts first', () => {
    const summary = sumLayoutShifts([shift(0.1), shift(0.3), shift(0.9, true), shift(0.2)], 2);
    expect(summary.worst.map((s) => s.value)).toEqual([0.3, 0.2]);
  });

  it('is exactly 0 when nothing moved', () => {
    expect(sumLayoutShifts([]).total).toBe(0);
  });
});

describe('longestTasks', () => {
  const span = { from: 1000, to: 2000 };

  it('judges the longest long task, or blocking frame as a task, overlapping the span', () => {
    const summary = longestTasks(
      {
        longTasks: [
          { startTime: 100, duration: 300 }, // load, before the span
          { startTime: 980, duration: 55 }, // began before, blocked the start of scrolling
          { startTime: 1500, duration: 51 },
        ],
        animationFrames: [frame(1200, 90, 20), frame(1600, 120, 0), frame(2001, 400, 350)],
      },
      span,
    );
    expect(summary).toMatchObject({ longestTask: 55, longestBlockingFrame: 70, longest: 70, count: 3 });
    expect(summary.longestFrame).toBe(120);
    expect(summary.worstFrames.map((f) => f.duration)).toEqual([120, 90]);
  });

  it('does not count a long frame without a long task (it waited for raster or a CPU)', () => {
    const summary = longestTasks({ longTasks: [], animationFrames: [frame(1200, 250, 0)] }, span);
    expect(summary).toMatchObject({ longest: 0, count: 0, longestFrame: 250 });
  });

  it('answers 0 when the browser reported nothing of 50 ms or more', () => {
    expect(longestTasks({ longTasks: [], animationFrames: [] }, span)).toMatchObject({ longest: 0, count: 0 });
  });
});

describe('longestFrameGap', () => {
  it('measures the longest gap between consecutive frames inside the span only', () => {
    const samples = [0, 500, 1000, 1016, 1033, 1090, 1106, 2000, 2600].map((t) => sample(t, 0));
    expect(longestFrameGap(samples, { from: 1000, to: 1200 })).toBe(57);
  });
});
