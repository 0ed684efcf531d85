import type { DestinationStream } from 'pino';
import type { LogLevel } from '../env-observability';
import { jsonLogger, setLogger } from './log';

/** One line of the log as written. */
export type LogLine = Record<string, unknown> & { level: string; msg?: string };

export interface CapturedLogs {
  /** Every line written since the capture began, exactly as the process would have written it. */
  readonly raw: string[];
  /** The lines parsed (a line that is not JSON throws here). */
  lines(): LogLine[];
  /** Puts the process's logger back. */
  restore(): void;
}

/**
 * Tests: the process's logger, with its redaction and serializers, writing into memory from `level` up (everything by
 * default). Restore it when done (onTestFinished / afterAll): test files share a worker's modules.
 */
export function captureLogs(level: LogLevel = 'trace'): CapturedLogs {
  const raw: string[] = [];
  const sink: DestinationStream = {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line !== '') raw.push(line);
    },
  };
  const before = setLogger(jsonLogger(level, sink));
  return {
    raw,
    lines: () => raw.map((line) => JSON.parse(line) as LogLine),
    restore: () => void setLogger(before),
  };
}
