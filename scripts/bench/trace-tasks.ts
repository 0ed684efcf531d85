/** The fields of a Chrome trace event the bench reads (`Browser.startTracing` output, JSON array format). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall time and thread (CPU) time, in microseconds, of complete ('X') events. */
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface TracedTask {
  /** Milliseconds from the first event of the trace. */
  startMs: number;
  wallMs: number;
  /** Time the main thread actually ran: far below the wall time when it waited for a CPU. */
  cpuMs: number;
}

/** The task event of the `toplevel` category: every task a Chromium thread runs. */
const TASK_EVENT = 'ThreadControllerImpl::RunTask';

/**
 * The renderer main-thread tasks of at least `minMs` wall time, longest first, with their CPU time. A long task whose
 * CPU time is a fraction of its wall time did not do long work: the machine was busy and the thread waited.
 */
export function longMainThreadTasks(events: readonly TraceEvent[], minMs = 50): TracedTask[] {
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  // A reduce, not Math.min(...): a trace holds hundreds of thousands of events, past the engine's argument limit.
  const origin = events.reduce((min, event) => (event.ts > 0 && event.ts < min ? event.ts : min), Infinity);
  return events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.name === TASK_EVENT &&
        mainThreads.has(`${event.pid}:${event.tid}`) &&
        (event.dur ?? 0) >= minMs * 1000,
    )
    .map((event) => ({
      startMs: (event.ts - origin) / 1000,
      wallMs: (event.dur ?? 0) / 1000,
      cpuMs: (event.tdur ?? 0) / 1000,
    }))
    .sort((a, b) => b.wallMs - a.wallMs);
}
