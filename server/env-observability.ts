/**
 * The log and metrics settings (LOG_LEVEL, LOG_FORMAT, METRICS_TOKEN, METRICS_PORT), parsed from the values
 * server/env.ts read (this file never reads process.env itself). docs/operations.md describes them.
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LogConfig {
  level: LogLevel;
  /** json: one JSON object a line; pretty: pino-pretty; null: pretty on a terminal outside production, else json. */
  format: 'json' | 'pretty' | null;
}

export interface MetricsConfig {
  /** GET /metrics on the API's own port answers only with `Authorization: Bearer <token>` (METRICS_TOKEN). */
  token: string | null;
  /** A port of its own for GET /metrics (METRICS_PORT), on HOST; with METRICS_TOKEN it asks for the token too. */
  port: number | null;
}

export interface ObservabilityEnv {
  LOG_LEVEL?: LogLevel | undefined;
  LOG_FORMAT?: 'json' | 'pretty' | undefined;
  METRICS_TOKEN?: string | undefined;
  METRICS_PORT?: number | undefined;
}

/** A token shorter than this is refused: it would be guessed before it protects anything. */
const MIN_TOKEN_LENGTH = 16;

export function parseLog(e: ObservabilityEnv): LogConfig {
  return { level: e.LOG_LEVEL ?? 'info', format: e.LOG_FORMAT ?? null };
}

export function parseMetrics(e: ObservabilityEnv, apiPort: number): MetricsConfig {
  const token = e.METRICS_TOKEN ?? null;
  if (token !== null && (token.length < MIN_TOKEN_LENGTH || /\s/.test(token)))
    throw new Error(
      `Invalid server environment: METRICS_TOKEN needs at least ${MIN_TOKEN_LENGTH} characters and no spaces.`,
    );
  const port = e.METRICS_PORT ?? null;
  if (port !== null && port !== 0 && port === apiPort)
    throw new Error(
      'Invalid server environment: METRICS_PORT must differ from PORT (use METRICS_TOKEN to serve both).',
    );
  return { token, port };
}
