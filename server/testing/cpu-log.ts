import { appendFileSync } from 'node:fs';
import { afterAll, expect } from 'vitest';

/**
 * Profiling aid (vitest.config.ts adds it when VITEST_CPU_LOG names a file): one line per test file with the CPU
 * seconds its worker spent on it, from this setup file to the file's end (its imports, hooks and tests; a child
 * process's CPU is its own and not counted), and its wall seconds. On a shared, loaded machine the CPU seconds are the
 * figure to compare: `sort -rn` the file to see where a run's time goes.
 */
const log = process.env.VITEST_CPU_LOG;
if (log) {
  const cpu = process.cpuUsage();
  const started = Date.now();
  afterAll(() => {
    const used = process.cpuUsage(cpu);
    const file = (expect.getState().testPath ?? '?').replace(`${process.cwd()}/`, '');
    const seconds = ((used.user + used.system) / 1e6).toFixed(2);
    appendFileSync(log, `${seconds}\t${((Date.now() - started) / 1000).toFixed(1)}\t${file}\n`);
  });
}
