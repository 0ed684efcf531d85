import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import type { LogConfig, LogLevel } from '../env-observability';

export type { Logger };

/**
 * Keys blanked wherever they appear in a log line, at the top or one level down. A safety net: no line is ever
 * written from a request's body, query string, cookies or headers (server/lib/log-requests.ts logs the route pattern,
 * never the URL), so these keys should never come; if one does, its value does not reach the log.
 */
export const REDACTED_KEYS = [
  'password',
  'newPassword',
  'oldPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'resetToken',
  'otp',
  'smsCode',
  'authorization',
  'cookie',
  'set-cookie',
  'email',
  'phone',
  'secret',
];
const REDACT_PATHS = REDACTED_KEYS.flatMap((key) => [`["${key}"]`, `*["${key}"]`]);

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
/** Drizzle's failed-query message ends with the statement's parameters (addresses, hashes, codes): dropped. */
const PARAMS = /\n?params: [^\n]*/g;

/** Error text without the values a message may carry: query parameters, e-mail addresses, JWTs. */
export function scrubText(text: string): string {
  return text.replace(PARAMS, '').replace(EMAIL, '[email]').replace(JWT, '[token]');
}

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  cause?: LoggedError;
}

/**
 * An error as a log line carries it: its type, message and stack, scrubbed, its code (a SQLSTATE or a Node code) and
 * its causes. Nothing else: a database error's `detail` and `where` quote the row's values.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubText(String(error)) };
  const code = (error as { code?: unknown }).code;
  const logged: LoggedError = {
    type: error.name,
    message: scrubText(error.message),
    ...(error.stack ? { stack: scrubText(error.stack) } : {}),
    ...(typeof code === 'string' ? { code } : {}),
  };
  if (error.cause !== undefined && depth < 4) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

function options(level: LogLevel): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
}

/** A logger writing JSON lines to `destination` (stdout by default, synchronously: nothing is lost on exit). */
export function jsonLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(options(level), destination ?? pino.destination({ dest: 1, sync: true }));
}

/** The process's logger for its configuration: pretty on a terminal outside production, JSON lines otherwise. */
export function loggerFor(config: { log: LogConfig; production: boolean }, terminal: boolean): Logger {
  const format = config.log.format ?? (terminal && !config.production ? 'pretty' : 'json');
  if (format === 'json') return jsonLogger(config.log.level);
  return pino(
    options(config.log.level),
    pretty({
      colorize: terminal,
      singleLine: true,
      sync: true,
      ignore: 'pid,hostname',
      translateTime: 'SYS:HH:MM:ss.l',
    }),
  );
}

// Until the process configures its logger (server/main.ts): warnings and errors only, as JSON. Tests and the CLIs
// that import services stay quiet; what goes wrong still shows.
let root: Logger = jsonLogger('warn');

/** The process's logger: request lines, errors, background jobs, start lines. */
export function logger(): Logger {
  return root;
}

/** Makes `next` the process's logger (server/main.ts at start, a test capturing lines); answers the one before. */
export function setLogger(next: Logger): Logger {
  const before = root;
  root = next;
  return before;
}

const requestLoggers = new WeakMap<Logger, Logger>();

/**
 * The process's logger without the redaction, for the request line only (server/lib/log-requests.ts): that line is
 * built of fixed keys (the request's id, the method, the route pattern, the status, the duration), none of which
 * can carry a secret, and the redaction's walk over every path cost ~12 µs a line against ~1 µs for the rest of
 * the line: a few per cent of a read's CPU (issue 30). Every other line keeps the safety net. Follows setLogger.
 */
export function requestLogger(): Logger {
  let plain = requestLoggers.get(root);
  if (!plain) {
    plain = root.child({}, { redact: [] });
    requestLoggers.set(root, plain);
  }
  return plain;
}
