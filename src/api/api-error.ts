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

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Code of a call that the caller itself aborted (an unmounted screen); never shown to the reader. */
export const ABORTED = 'ABORTED';
