/**
 * The one error type of the call layer. `code` is a catalogue code of spec §8 (or a client code such as TIMEOUT,
 * NETWORK_ERROR, SERVER_ERROR, TOO_MANY_REQUESTS, UNKNOWN); `status` is the HTTP status, null when no reply came.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  readonly status: number | null;

  constructor(code: string, status: number | null, message?: string) {
    super(message ?? code);
    this.code = code;
    this.status = status;
  }
}

/**
 * The one way to turn a failure into the catalogue's error: an ApiError stays as it is; an endpoint's `error` (the
 * base query's plain `{ code, status }`, kept serializable for the store) becomes the ApiError it stood for; anything
 * else (a thrown TypeError, RTK Query's SerializedError of a throwing transform) is UNKNOWN, having no code a reader
 * could act on.
 */
export function apiErrorOf(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (typeof error === 'object' && error !== null) {
    const { code, status } = error as { code?: unknown; status?: unknown };
    if (typeof code === 'string' && (typeof status === 'number' || status === null)) return new ApiError(code, status);
  }
  return new ApiError('UNKNOWN', null);
}

/** Code of a call that the caller itself aborted (an unmounted screen); never shown to the reader. */
export const ABORTED = 'ABORTED';
