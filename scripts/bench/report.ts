import { BUDGETS, within } from './budgets';
import type { InitialJs } from './initial-js';
import type { LighthouseRun } from './lighthouse';
import type { MetricKey } from './lighthouse-summary';
import { formatTable, kib, ms, seconds, verdict } from './table';
import type { TracedTask } from './trace-tasks';
import type { ProbeFrame } from './viewer-metrics';
import { formatSpread, spreadOf, worstRun } from './spread';
import { READER_DEVICE } from './viewer-device';
import type { ViewerRun } from './viewer-scroll';

export interface Section {
  text: string;
  ok: boolean;
}

export function jsSection(rows: readonly { platform: string; js: InitialJs }[], listFiles: boolean): Section {
  let ok = true;
  const lines: string[][] = [];
  for (const { platform, js } of rows) {
    const okInitial = within.initialJs(js.gzip);
    const okLazy = within.lazyChunk(js.largestLazy.gzip);
    ok &&= okInitial && okLazy;
    lines.push([
      platform,
      String(js.files.length),
      kib(js.raw),
      kib(js.gzip),
      verdict(okInitial),
      kib(js.largestLazy.gzip),
      verdict(okLazy),
      js.largestLazy.path.replace('/assets/', ''),
    ]);
  }
  let text = formatTable(
    [
      { header: 'platform' },
      { header: 'files', align: 'right' },
      { header: 'raw', align: 'right' },
      { header: 'gzip -9', align: 'right' },
      { header: `≤ ${kib(BUDGETS.initialJs)}` },
      { header: 'largest lazy', align: 'right' },
      { header: `≤ ${kib(BUDGETS.lazyChunk)}` },
      { header: 'chunk' },
    ],
    lines,
  );
  if (listFiles) {
    for (const { platform, js } of rows) {
      text += `\n\n${platform}, first load:\n`;
      text += js.files.map((file) => `  ${kib(file.gzip).padStart(10)}  ${file.path}`).join('\n');
    }
  }
  return { text: `Initial JS of / before any interaction, and the largest lazy chunk (gzip -9)\n${text}`, ok };
}

/** The browser reports long tasks and frames from 50 ms on: 0 means none was that long. */
const atLeast50 = (value: number) => (value > 0 ? ms(value) : 'none of 50 ms or more');
/** The same as a bound of a range of runs. */
const atLeast50Bound = (value: number) => (value > 0 ? ms(value) : '< 50 ms');

const shift = (value: number) => (value === 0 ? '0.000' : `${value.toFixed(3)} (exact ${value})`);

/**
 * What a long animation frame spent its time on. Time that is neither script nor rendering is the browser's own
 * (garbage collection, image decoding on the main thread) or, on a busy machine, the renderer waiting for a CPU.
 */
export function frameNote(frame: ProbeFrame): string {
  const unattributed = Math.max(0, frame.duration - frame.scriptMs - frame.layoutMs);
  const scripts = frame.scripts.map((script) => `${script.source} ${ms(script.duration)} (${script.invoker})`);
  return (
    `frame ${ms(frame.duration)} at ${seconds(frame.startTime)} (blocking ${ms(frame.blockingDuration)}): ` +
    `script ${ms(frame.scriptMs)}, ` +
    `style/layout/paint ${ms(frame.layoutMs)}, other ${ms(unattributed)}` +
    (scripts.length ? `; ${scripts.join('; ')}` : '')
  );
}

/** The three longest traced tasks as "wall / CPU" pairs: a CPU time far under the wall time means a busy machine. */
export function tracedSummary(tasks: readonly TracedTask[]): string {
  if (tasks.length === 0) return 'none';
  const longest = tasks
    .slice(0, 3)
    .map((task) => `${ms(task.wallMs)} / ${ms(task.cpuMs)}`)
    .join(', ');
  return `${tasks.length}: ${longest}${tasks.length > 3 ? ', …' : ''}`;
}

/** The runs of each CPU slowdown, fastest first: one column of the viewer table each. */
function byCpuSlowdown(runs: readonly ViewerRun[]): { rate: number; runs: ViewerRun[] }[] {
  const groups = new Map<number, ViewerRun[]>();
  for (const run of runs) groups.set(run.cpuSlowdown, [...(groups.get(run.cpuSlowdown) ?? []), run]);
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([rate, group]) => ({ rate, runs: group }));
}

/** A budget row of the viewer table: the worst run of each slowdown, with the spread, judged on the worst. */
interface BudgetRow {
  label: string;
  value: (run: ViewerRun) => number;
  format: (value: number) => string;
  /** The format of the spread's bounds, when it differs from the value's. */
  bound?: (value: number) => string;
  /** What the worst run adds to its cell (where it happened, what the figure was made of). */
  detail?: (run: ViewerRun) => string;
  budget: string;
  within: (value: number) => boolean;
  /** Why the run failed the budget: one line each. */
  why?: (run: ViewerRun) => string[];
}

const BUDGET_ROWS: BudgetRow[] = [
  {
    label: 'images holding a decoded source at once',
    value: (run) => run.decoded.count,
    format: String,
    detail: (run) => `at y = ${run.decoded.scrollY} px`,
    budget: `≤ ${BUDGETS.decodedImages}`,
    within: within.decodedImages,
  },
  {
    label: 'cumulative layout shift (whole run)',
    value: (run) => run.shifts.total,
    format: shift,
    detail: (run) => `${run.shifts.counted} shifts`,
    budget: String(BUDGETS.layoutShift),
    within: within.layoutShift,
    why: (run) =>
      run.shifts.worst.map(
        (worst) =>
          `shift ${worst.value.toFixed(4)} at ${seconds(worst.startTime)}: ${worst.sources.join(', ') || '(no source)'}`,
      ),
  },
  {
    label: 'longest main-thread task while scrolling',
    value: (run) => run.tasks.longest,
    format: atLeast50,
    bound: atLeast50Bound,
    detail: (run) =>
      run.tasks.count
        ? `longtask ${ms(run.tasks.longestTask)}, LoAF ${ms(run.tasks.longestBlockingFrame)}; ${run.tasks.count} entries`
        : '',
    budget: `< ${BUDGETS.longTaskMs} ms`,
    within: within.longTask,
    why: (run) => run.tasks.worstFrames.map(frameNote),
  },
];

/** Figures shown for information, each as its worst run and the spread. */
const INFO_ROWS: Pick<BudgetRow, 'label' | 'value' | 'format' | 'bound'>[] = [
  { label: 'images holding a source at once', value: (run) => run.withSource.count, format: String },
  {
    label: 'longest animation frame while scrolling',
    value: (run) => run.tasks.longestFrame,
    format: atLeast50,
    bound: atLeast50Bound,
  },
  { label: 'longest gap between frames while scrolling', value: (run) => run.longestFrameGap, format: ms },
  {
    label: 'longest task during the page load',
    value: (run) => run.loadTasks.longest,
    format: atLeast50,
    bound: atLeast50Bound,
  },
];

function budgetCell(row: BudgetRow, runs: readonly ViewerRun[]): { text: string; ok: boolean; worst: ViewerRun } {
  const spread = spreadOf(runs.map(row.value), 'higher');
  const worst = worstRun(runs, row.value, 'higher');
  const detail = row.detail?.(worst);
  return {
    text: `${formatSpread(spread, row.format, row.bound)}${detail ? `; ${detail}` : ''}`,
    ok: row.within(spread.worst),
    worst,
  };
}

/**
 * The viewer scroll at each CPU slowdown it ran under (a column each: this machine, and a mid-range phone), every
 * figure as its worst run with the spread of the runs; each budget is judged on the worst run of every slowdown.
 */
export function viewerSection(runs: readonly ViewerRun[]): Section {
  const groups = byCpuSlowdown(runs);
  const first = runs[0];
  if (!first) throw new Error('viewerSection: no runs');
  let ok = true;
  const notes: string[] = [];
  const rows: string[][] = [];
  for (const row of BUDGET_ROWS) {
    const cells = groups.map((group) => ({ rate: group.rate, ...budgetCell(row, group.runs) }));
    const failedAt = cells.filter((cell) => !cell.ok).map((cell) => `${cell.rate}×`);
    ok &&= failedAt.length === 0;
    for (const cell of cells.filter((c) => !c.ok)) {
      notes.push(...(row.why?.(cell.worst) ?? []).map((line) => `  ${cell.rate}× CPU: ${line}`));
    }
    rows.push([
      row.label,
      ...cells.map((cell) => cell.text),
      row.budget,
      failedAt.length ? `OVER (${failedAt.join(', ')})` : 'ok',
    ]);
  }
  for (const row of INFO_ROWS) {
    rows.push([
      row.label,
      ...groups.map((g) => formatSpread(spreadOf(g.runs.map(row.value), 'higher'), row.format, row.bound)),
    ]);
  }
  if (runs.some((run) => run.tracedTasks)) {
    const longestTraced = (run: ViewerRun) => run.tracedTasks?.[0]?.wallMs ?? 0;
    rows.push([
      'main-thread tasks of 50 ms or more in the trace (wall / CPU)',
      ...groups.map((g) => tracedSummary(worstRun(g.runs, longestTraced, 'higher').tracedTasks ?? [])),
    ]);
  }
  rows.push([
    'image requests (distinct URLs), bytes',
    ...groups.map((g) => {
      const run = g.runs[0] ?? first;
      return `${run.imageRequests} (${run.uniqueImages}), ${kib(run.imageBytes)}`;
    }),
  ]);
  const columns = [
    { header: 'measure' },
    ...groups.map((g) => ({ header: `${g.rate}× CPU${g.runs.length > 1 ? `, worst of ${g.runs.length}` : ''}` })),
    { header: 'budget' },
    { header: '' },
  ];
  // Information rows have no budget: their cells stop after the slowdown columns.
  const table = formatTable(columns, rows);
  const loads = spreadOf(
    runs.map((run) => run.loadAverage),
    'higher',
  );
  const load = loads.count > 1 ? `${loads.min.toFixed(1)}–${loads.max.toFixed(1)}` : loads.max.toFixed(1);
  const title =
    `Viewer, SCROLL mode: episode ${first.episodeId} (${first.images} images), ${first.scrollHeight} px in ` +
    `${formatSpread(
      spreadOf(
        runs.map((run) => run.durationMs),
        'higher',
      ),
      seconds,
    )}, ${READER_DEVICE.width}×${READER_DEVICE.height} @${READER_DEVICE.deviceScaleFactor}x touch, guest; ` +
    `CPU slowed down ${groups.map((g) => `${g.rate}×`).join(' and ')} (CDP Emulation.setCPUThrottlingRate); machine load average ${load}`;
  return { text: [title, table, ...(notes.length ? ['why:', ...notes] : [])].join('\n'), ok };
}

/** Findings promising less than this are noise in a simulated run. */
const MIN_SAVINGS_MS = 10;

const lighthouseMetric = (run: LighthouseRun, key: MetricKey, format: (value: number) => string): string => {
  const values = run.runMetrics.map((metrics) => metrics[key]).filter((value): value is number => value !== null);
  return values.length ? formatSpread(spreadOf(values, 'higher'), format) : '-';
};

/** The worst run's score (a run without a score is the worst of all: null), which the budget judges. */
const worstScore = (run: LighthouseRun): number | null =>
  run.scores.some((score) => score === null) || run.scores.length === 0
    ? null
    : spreadOf(run.scores as number[], 'lower').worst;

/**
 * The Lighthouse pages: the score judged on the worst run and printed with the spread of all runs, each metric as
 * its worst run with the spread; the failing pages explained from their worst run.
 */
export function lighthouseSection(runs: readonly LighthouseRun[]): Section {
  let ok = true;
  const rows = runs.map((run) => {
    const worst = worstScore(run);
    const pass = worst !== null && within.lighthouseScore(worst);
    ok &&= pass;
    const scored = run.scores.filter((score): score is number => score !== null);
    return [
      run.name,
      run.path,
      worst === null ? '-' : formatSpread(spreadOf(scored, 'lower'), String),
      verdict(pass),
      scored.length ? String(spreadOf(scored, 'lower').median) : '-',
      lighthouseMetric(run, 'fcp', seconds),
      lighthouseMetric(run, 'lcp', seconds),
      lighthouseMetric(run, 'tbt', ms),
      lighthouseMetric(run, 'cls', (value) => value.toFixed(3)),
      lighthouseMetric(run, 'si', seconds),
      run.scores.map((score) => score ?? '-').join(' '),
    ];
  });
  const table = formatTable(
    [
      { header: 'page' },
      { header: 'path' },
      { header: 'score (worst)', align: 'right' },
      { header: `≥ ${BUDGETS.lighthouseScore}` },
      { header: 'median', align: 'right' },
      { header: 'FCP', align: 'right' },
      { header: 'LCP', align: 'right' },
      { header: 'TBT', align: 'right' },
      { header: 'CLS', align: 'right' },
      { header: 'SI', align: 'right' },
      { header: 'all runs' },
    ],
    rows,
  );
  const notes: string[] = [];
  for (const run of runs) {
    for (const warning of run.warnings) notes.push(`  ${run.name}: warning: ${warning}`);
    for (const culprit of run.shifts) {
      const causes = culprit.causes.length ? ` (${culprit.causes.join(', ')})` : '';
      notes.push(`  ${run.name}: shift ${culprit.score.toFixed(3)} of ${culprit.element}${causes}`);
    }
    const worst = worstScore(run);
    if (worst !== null && within.lighthouseScore(worst)) continue;
    if (run.lcpElement) {
      const phases = run.lcpPhases.map((phase) => `${phase.phase} ${ms(phase.ms)}`).join(', ');
      notes.push(`  ${run.name}: LCP ${run.lcpElement}${phases ? `; ${phases}` : ''}`);
    }
    for (const finding of run.findings.filter((f) => f.savingsMs >= MIN_SAVINGS_MS).slice(0, 5)) {
      notes.push(`  ${run.name}: ${finding.title}${finding.displayValue ? ` (${finding.displayValue})` : ''}`);
    }
  }
  const index = runs.find((run) => run.benchmarkIndex !== null)?.benchmarkIndex;
  const cpu = runs.find((run) => run.cpuSlowdown !== null);
  const profile = cpu ? `${cpu.cpuSlowdown}× CPU (${cpu.throttlingMethod ?? '?'}d)` : '4× CPU';
  const count = runs[0]?.scores.length ?? 0;
  const title =
    `Lighthouse, mobile profile (slow 4G, ${profile}), performance score, ` +
    `${count > 1 ? `worst of ${count} runs with the spread` : '1 run'}${index ? `; machine benchmarkIndex ${Math.round(index)}` : ''}`;
  return { text: [title, table, ...(notes.length ? ['why:', ...notes] : [])].join('\n'), ok };
}
