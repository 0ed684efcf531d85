/** What `viewer-probe.js` records in the page (times are the page's `performance.now()` milliseconds). */
export interface ProbeSample {
  time: number;
  scrollY: number;
  /** Viewer images with a non-empty source. */
  withSource: number;
  /** Of those, images that are complete with a natural width: decoded pixels the browser holds. */
  decoded: number;
}
export interface ProbeLayoutShift {
  startTime: number;
  value: number;
  hadRecentInput: boolean;
  sources: string[];
}
export interface ProbeTiming {
  startTime: number;
  duration: number;
}
/** A long animation frame with its breakdown (Long Animation Frames API). */
export interface ProbeFrame extends ProbeTiming {
  /** The frame's long tasks beyond 50 ms each (rendering added to the longest); 0: no task of 50 ms or more. */
  blockingDuration: number;
  scriptMs: number;
  /** From style and layout to the frame's end: style, layout and paint. */
  layoutMs: number;
  scripts: { duration: number; invoker: string; source: string }[];
}
export interface ProbeRecord {
  samples: ProbeSample[];
  layoutShifts: ProbeLayoutShift[];
  longTasks: ProbeTiming[];
  animationFrames: ProbeFrame[];
}

export interface Peak {
  count: number;
  /** Where it happened: the scroll offset of the first sample that reached it. */
  scrollY: number;
}

/** The most images at once over the samples, for the decoded count and for the with-a-source count. */
export function peakImages(samples: readonly ProbeSample[]): { decoded: Peak; withSource: Peak } {
  const decoded: Peak = { count: 0, scrollY: 0 };
  const withSource: Peak = { count: 0, scrollY: 0 };
  for (const sample of samples) {
    if (sample.decoded > decoded.count) Object.assign(decoded, { count: sample.decoded, scrollY: sample.scrollY });
    if (sample.withSource > withSource.count) {
      Object.assign(withSource, { count: sample.withSource, scrollY: sample.scrollY });
    }
  }
  return { decoded, withSource };
}

export interface ShiftSummary {
  /** The exact sum of every shift not caused by recent input (no rounding: the budget is 0). */
  total: number;
  counted: number;
  /** The largest counted shifts with the elements that moved, for whoever has to fix them. */
  worst: ProbeLayoutShift[];
}

/** Cumulative layout shift as the whole run's sum (not the session-window CLS of web-vitals, which can only be lower). */
export function sumLayoutShifts(shifts: readonly ProbeLayoutShift[], keepWorst = 3): ShiftSummary {
  const counted = shifts.filter((shift) => !shift.hadRecentInput);
  const total = counted.reduce((sum, shift) => sum + shift.value, 0);
  const worst = [...counted].sort((a, b) => b.value - a.value).slice(0, keepWorst);
  return { total, counted: counted.length, worst };
}

export interface Span {
  from: number;
  to: number;
}

/** Whether an entry overlaps the span: a task that began just before scrolling started still blocked it. */
const overlaps = (entry: ProbeTiming, span: Span) =>
  entry.startTime < span.to && entry.startTime + entry.duration > span.from;

/** The Long Animation Frames API's threshold: a task blocks from 50 ms on. */
const LONG_TASK_MS = 50;

export interface TaskSummary {
  /** Longest `longtask` entry (the browser reports only tasks of 50 ms or more; 0 when there was none). */
  longestTask: number;
  /**
   * The most blocking long animation frame as a task length: 50 ms plus its blocking duration, which is its long
   * task exactly when it holds one (0 when no frame blocked, or the API is missing). A frame that is long without
   * blocking (waiting for raster or for a CPU) holds no long task and does not count.
   */
  longestBlockingFrame: number;
  /** What the budget judges: the larger of the two. */
  longest: number;
  /** How many long tasks and blocking frames overlapped the span. */
  count: number;
  /** The longest animation frame, blocking or not (information). */
  longestFrame: number;
  /** The longest animation frames, with what they spent their time on. */
  worstFrames: ProbeFrame[];
}

export function longestTasks(
  record: Pick<ProbeRecord, 'longTasks' | 'animationFrames'>,
  span: Span,
  keepWorst = 3,
): TaskSummary {
  const tasks = record.longTasks.filter((entry) => overlaps(entry, span));
  const frames = record.animationFrames.filter((entry) => overlaps(entry, span));
  const blocking = frames.filter((frame) => frame.blockingDuration > 0);
  const longestTask = Math.max(0, ...tasks.map((entry) => entry.duration));
  const longestBlockingFrame = Math.max(0, ...blocking.map((frame) => LONG_TASK_MS + frame.blockingDuration));
  return {
    longestTask,
    longestBlockingFrame,
    longest: Math.max(longestTask, longestBlockingFrame),
    count: tasks.length + blocking.length,
    longestFrame: Math.max(0, ...frames.map((frame) => frame.duration)),
    worstFrames: [...frames].sort((a, b) => b.duration - a.duration).slice(0, keepWorst),
  };
}

/**
 * The longest gap between two consecutive animation frames within the span: a rougher measure than long tasks, but
 * one that has a value under 50 ms too, so the table can say how far from the budget a smooth run stays.
 */
export function longestFrameGap(samples: readonly ProbeSample[], span: Span): number {
  let longest = 0;
  let previous: number | undefined;
  for (const sample of samples) {
    if (sample.time < span.from || sample.time > span.to) continue;
    if (previous !== undefined) longest = Math.max(longest, sample.time - previous);
    previous = sample.time;
  }
  return longest;
}
