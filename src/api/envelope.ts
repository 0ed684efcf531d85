import { ApiError } from './api-error';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Status-only failures: what a proxy, a rate limiter or a crashed server answers without our envelope. */
function codeForStatus(status: number): string {
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status >= 500) return 'SERVER_ERROR';
  return 'UNKNOWN';
}

/**
 * Unwraps the envelope of spec §7. Any error object is a failure, even under a 200; a reply that is not the
 * envelope at all is a failure too, so a misrouted request never passes as data.
 */
export async function readEnvelope<T>(response: Response): Promise<T> {
  const body = parseJson(await response.text());
  const status = response.status;
  if (isRecord(body) && isRecord(body.error)) {
    const { code, message } = body.error;
    const known = typeof code === 'string' && code.length > 0;
    throw new ApiError(known ? code : codeForStatus(status), status, typeof message === 'string' ? message : undefined);
  }
  if (response.ok && isRecord(body) && body.result === 'SUCCESS') return body.data as T;
  throw new ApiError(codeForStatus(status), status);
}
