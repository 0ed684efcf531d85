import { describe, expect, it } from 'vitest';
import { longMainThreadTasks, type TraceEvent } from './trace-tasks';

const meta = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
const task = (pid: number, tid: number, ts: number, durMs: number, cpuMs: number): TraceEvent => ({
  name: 'ThreadControllerImpl::RunTask',
  ph: 'X',
  pid,
  tid,
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});

describe('longMainThreadTasks', () => {
  it('keeps renderer main-thread tasks of 50 ms or more, longest first, with their CPU time', () => {
    const events = [
      meta(7, 7, 'CrRendererMain'),
      meta(7, 9, 'Compositor'),
      meta(3, 3, 'CrBrowserMain'),
      task(7, 7, 1_000_000, 92, 3),
      task(7, 7, 1_500_000, 49.9, 40),
      task(7, 7, 2_000_000, 120, 110),
      task(7, 9, 2_000_000, 300, 300), // compositor thread
      task(3, 3, 2_000_000, 300, 300), // browser process
    ];
    expect(longMainThreadTasks(events)).toEqual([
      { startMs: 1000, wallMs: 120, cpuMs: 110 },
      { startMs: 0, wallMs: 92, cpuMs: 3 },
    ]);
  });

  it('finds nothing in a trace without a renderer main thread', () => {
    expect(longMainThreadTasks([task(7, 7, 1, 500, 500)])).toEqual([]);
  });
});
