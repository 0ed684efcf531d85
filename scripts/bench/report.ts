import { BUDGETS, within } from './budgets';
import type { InitialJs } from './initial-js';
import type { LighthouseRun } from './lighthouse';
import { formatTable, kib, ms, seconds, verdict } from './table';
import type { TracedTask } from './trace-tasks';
import type { ProbeFrame } from './viewer-metrics';
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

export function viewerSection(run: ViewerRun): Section {
  const okDecoded = within.decodedImages(run.decoded.count);
  const okShift = within.layoutShift(run.shifts.total);
  const okTask = within.longTask(run.tasks.longest);
  const task = run.tasks.count
    ? `${ms(run.tasks.longest)} (longtask ${ms(run.tasks.longestTask)}, LoAF ${ms(run.tasks.longestBlockingFrame)}; ${run.tasks.count} entries)`
    : 'none of 50 ms or more';
  const rows = [
    [
      'images holding a decoded source at once',
      `${run.decoded.count} (at y = ${run.decoded.scrollY} px)`,
      `≤ ${BUDGETS.decodedImages}`,
      verdict(okDecoded),
    ],
    [
      'cumulative layout shift (whole run)',
      `${shift(run.shifts.total)}, ${run.shifts.counted} shifts`,
      String(BUDGETS.layoutShift),
      verdict(okShift),
    ],
    ['longest main-thread task while scrolling', task, `< ${BUDGETS.longTaskMs} ms`, verdict(okTask)],
    ['images holding a source at once', String(run.withSource.count), '', ''],
    ['longest animation frame while scrolling', atLeast50(run.tasks.longestFrame), '', ''],
    ['longest gap between frames while scrolling', ms(run.longestFrameGap), '', ''],
    ['longest task during the page load', atLeast50(run.loadTasks.longest), '', ''],
    ...(run.tracedTasks
      ? [['main-thread tasks of 50 ms or more in the trace (wall / CPU)', tracedSummary(run.tracedTasks), '', '']]
      : []),
    [
      'image requests (distinct URLs), bytes',
      `${run.imageRequests} (${run.uniqueImages}), ${kib(run.imageBytes)}`,
      '',
      '',
    ],
  ];
  const table = formatTable([{ header: 'measure' }, { header: 'value' }, { header: 'budget' }, { header: '' }], rows);
  const notes: string[] = [];
  for (const worst of okShift ? [] : run.shifts.worst) {
    notes.push(
      `  shift ${worst.value.toFixed(4)} at ${seconds(worst.startTime)}: ${worst.sources.join(', ') || '(no source)'}`,
    );
  }
  for (const frame of okTask ? [] : run.tasks.worstFrames) notes.push(`  ${frameNote(frame)}`);
  const title =
    `Viewer, SCROLL mode: episode ${run.episodeId} (${run.images} images), ${run.scrollHeight} px in ` +
    `${seconds(run.durationMs)}, ${READER_DEVICE.width}×${READER_DEVICE.height} @${READER_DEVICE.deviceScaleFactor}x touch, guest; machine load average ${run.loadAverage.toFixed(1)}`;
  return {
    text: [title, table, ...(notes.length ? ['why:', ...notes] : [])].join('\n'),
    ok: okDecoded && okShift && okTask,
  };
}

/** Findings promising less than this are noise in a simulated run. */
const MIN_SAVINGS_MS = 10;

const metric = (value: number | null, unit: 'ms' | 'cls') =>
  value === null ? '-' : unit === 'cls' ? value.toFixed(3) : seconds(value);

export function lighthouseSection(runs: readonly LighthouseRun[]): Section {
  let ok = true;
  const rows = runs.map((run) => {
    const pass = run.score !== null && within.lighthouseScore(run.score);
    ok &&= pass;
    const { fcp, lcp, tbt, cls, si } = run.metrics;
    return [
      run.name,
      run.path,
      run.score === null ? '-' : String(run.score),
      verdict(pass),
      metric(fcp, 'ms'),
      metric(lcp, 'ms'),
      tbt === null ? '-' : ms(tbt),
      metric(cls, 'cls'),
      metric(si, 'ms'),
      run.scores.map((score) => score ?? '-').join(' '),
    ];
  });
  const table = formatTable(
    [
      { header: 'page' },
      { header: 'path' },
      { header: 'score', align: 'right' },
      { header: `≥ ${BUDGETS.lighthouseScore}` },
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
    if (run.score !== null && within.lighthouseScore(run.score)) continue;
    if (run.lcpElement) {
      const phases = run.lcpPhases.map((phase) => `${phase.phase} ${ms(phase.ms)}`).join(', ');
      notes.push(`  ${run.name}: LCP ${run.lcpElement}${phases ? `; ${phases}` : ''}`);
    }
    for (const finding of run.findings.filter((f) => f.savingsMs >= MIN_SAVINGS_MS).slice(0, 5)) {
      notes.push(`  ${run.name}: ${finding.title}${finding.displayValue ? ` (${finding.displayValue})` : ''}`);
    }
  }
  const index = runs.find((run) => run.benchmarkIndex !== null)?.benchmarkIndex;
  const title = `Lighthouse, mobile profile (simulated slow 4G, 4× CPU), performance score, median of ${runs[0]?.scores.length ?? 0} runs${index ? `; machine benchmarkIndex ${Math.round(index)}` : ''}`;
  return { text: [title, table, ...(notes.length ? ['why:', ...notes] : [])].join('\n'), ok };
}
