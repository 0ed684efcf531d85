import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as z from 'zod/mini';
import type { ErrorCode } from '../../src/domain/errors';
import { isDatabaseUnavailable, reasonOf } from '../db/availability';
import { databaseInputError } from '../db/errors';
import { logger, scrubText } from './log';
import { routeOf } from './log-route';

type FailStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503;

/** The HTTP status of each catalogue code the API answers with; codes not listed are 400. */
const STATUS: Partial<Record<ErrorCode, FailStatus>> = {
  NOT_FOUND_ACCESS_TOKEN: 401,
  NEED_TO_REFRESH: 401,
  NOT_FOUND_REFRESH_TOKEN: 401,
  EXPIRED_REFRESH_TOKEN: 401,
  NOT_LOGIN_USER: 401,
  INCORRECT_PASSWORD: 401,
  WITHDRAWAL: 403,
  SIGN_UP_CLOSED: 403,
  ADULT_ONLY_CONTENTS: 403,
  UNAUTHORIZED_CONTENTS: 403,
  NOT_REGISTERED_USER: 404,
  NOT_EXIST: 404,
  NOT_FOUND_COMMENT: 404,
  NOT_FOUND_EPISODE: 404,
  NOT_FOUND_EVENT: 404,
  NOT_FOUND_GIFT_TARGET: 404,
  NOT_FOUND_THEME: 404,
  UNAUTHORIZED_USER: 401,
  UNAUTHORIZED_ADULT: 403,
  UNAUTHORIZED_NON_ADULT: 403,
  NOT_EVENT_PERIOD: 409,
  NOT_EVENT_REMAIN_TICKET: 409,
  ALREADY_CHECKED_IN: 409,
  ALREADY_CLAIMED_EVENT: 409,
  MISSION_NOT_COMPLETED: 409,
  ALREADY_SHIPPED_PRIZE: 409,
  INVALID_SIGNATURE: 401,
  EXPIRED_CALLBACK: 401,
  ALREADY_REPORTED_COMMENT: 409,
  ALREADY_USED_EMAIL: 409,
  ALREADY_USED_PHONE: 409,
  DELETED_USER: 409,
  PAYLOAD_TOO_LARGE: 413,
  IMAGE_TOO_LARGE: 413,
  EXCEED_AUTH_COUNT: 429,
  TOO_MANY_REQUESTS: 429,
  TOO_MANY_COMMENTS: 429,
  LIMIT_QNA_COUNT: 429,
  PAYMENT_UNAVAILABLE: 503,
  SERVICE_UNAVAILABLE: 503,
  SERVER_ERROR: 500,
};

export function statusOf(code: ErrorCode): FailStatus {
  return STATUS[code] ?? 400;
}

/** A refusal with a catalogue code; thrown by services and turned into the FAIL envelope by the app's onError. */
export class ApiFailure extends Error {
  readonly status: FailStatus;
  /** When a limit refused: the seconds until it takes requests again, sent as Retry-After. */
  readonly retryAfterSeconds: number | null;
  constructor(
    readonly code: ErrorCode,
    status?: FailStatus,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(code);
    this.name = 'ApiFailure';
    this.status = status ?? statusOf(code);
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}

/** How long a client is asked to wait (Retry-After) while the database is away; it is back within seconds mostly. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The 503 of a request that needed the database while it was away (the app's onError, and the starting app). */
export function failUnavailable(c: Context) {
  c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  return fail(c, 503, 'SERVICE_UNAVAILABLE');
}

/**
 * The app's onError: a catalogue refusal as itself; the database being away as SERVICE_UNAVAILABLE 503 with
 * Retry-After, one warning line; a database error caused by input as INVALID_PARAMETER, logged as a warning without a
 * stack (a schema should have refused it first); anything else as SERVER_ERROR, logged with its stack. Lines name the
 * route pattern and the request id, never the URL.
 */
export function replyToError(error: Error, c: Context) {
  if (error instanceof ApiFailure) {
    if (error.retryAfterSeconds !== null) c.header('Retry-After', String(error.retryAfterSeconds));
    return fail(c, error.status, error.code);
  }
  if (error instanceof HTTPException && error.status < 500) return fail(c, error.status, 'INVALID_PARAMETER');
  const request = {
    reqId: c.get('requestId') as string | undefined,
    method: c.req.method,
    route: routeOf(c),
  };
  const where = `${request.method} ${request.route}`;
  if (isDatabaseUnavailable(error)) {
    logger().warn({ ...request, reason: reasonOf(error) }, `${where}: the database is unavailable (503)`);
    return failUnavailable(c);
  }
  const refused = databaseInputError(error);
  if (refused) {
    const reason = scrubText(refused.message).slice(0, 200);
    logger().warn(
      { ...request, sqlstate: refused.code, reason },
      `${where} refused by the database (SQLSTATE ${refused.code})`,
    );
    return fail(c, 400, 'INVALID_PARAMETER');
  }
  logger().error({ ...request, err: error }, `${where} failed`);
  return fail(c, 500, 'SERVER_ERROR');
}

export function ok<T>(c: Context, data: T) {
  return c.json({ result: 'SUCCESS' as const, data }, 200);
}

/** ok's reply for data already written as JSON text (a hot read that keeps parts of its answer serialized). */
/** How a SUCCESS reply opens and closes around its data, for the answers written as bytes (okJson). */
export const SUCCESS_OPEN = '{"result":"SUCCESS","data":';
export const SUCCESS_CLOSE = '}';

/** A SUCCESS reply written whole as UTF-8 (SUCCESS_OPEN, the data's JSON, SUCCESS_CLOSE): sent as it is. */
export function okJson(c: Context, body: Uint8Array<ArrayBuffer>) {
  return c.body(body, 200, { 'Content-Type': 'application/json' });
}

export function fail(c: Context, status: ContentfulStatusCode, code: ErrorCode, message?: string) {
  return c.json({ result: 'FAIL' as const, error: message ? { code, message } : { code } }, status);
}

/** Reads and validates a JSON body; anything malformed or of the wrong shape is INVALID_PARAMETER (400). */
export async function readJson<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiFailure('INVALID_PARAMETER');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiFailure('INVALID_PARAMETER');
  return parsed.data;
}

/** Validates the query string; anything malformed is INVALID_PARAMETER (400). */
export function readQuery<S extends z.ZodMiniType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw new ApiFailure('INVALID_PARAMETER');
  return parsed.data;
}

/** A positive integer id from the path; anything else is INVALID_PARAMETER. */
export function idParam(c: Context, name = 'id'): number {
  const value = c.req.param(name) ?? '';
  const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new ApiFailure('INVALID_PARAMETER');
  return id;
}
