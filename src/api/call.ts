import { ABORTED, ApiError } from './api-error';
import { currentAccessToken, refreshAccessToken } from './auth-bridge';
import { clients, isTimeoutError, type ServiceGroup } from './clients';
import { readEnvelope } from './envelope';
import { isOnline, OfflineError } from '@/pwa/online';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface CallOptions {
  json?: unknown;
  /**
   * A multipart body (files). fetch writes its Content-Type with the boundary, so none is set here; a FormData is not
   * consumed by sending it, so the retry after a refresh sends the same fields and files again.
   */
  body?: FormData;
  searchParams?: Record<string, string | number | boolean> | URLSearchParams;
  headers?: Record<string, string>;
  /** Bearer token for this call instead of the session's. */
  token?: string;
  /** On NEED_TO_REFRESH: refresh once and retry once (default). Off for calls that carry the token in the body. */
  refreshOnExpiry?: boolean;
  signal?: AbortSignal;
}

function transportError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // A call that could not leave because the device went offline says so, not "check your network".
  if (!isOnline()) return new OfflineError();
  if (isTimeoutError(error)) return new ApiError('TIMEOUT', null);
  if (error instanceof Error && error.name === 'AbortError') return new ApiError(ABORTED, null);
  return new ApiError('NETWORK_ERROR', null, error instanceof Error ? error.message : undefined);
}

async function send<T>(
  group: ServiceGroup,
  method: HttpMethod,
  path: string,
  options: CallOptions,
  token: string | null,
): Promise<T> {
  // Offline, a write fails at once: nothing that moves money or coins may wait for the connection in the background,
  // and a write that can wait is queued by its owner (src/features/offline), not here. A read still goes out: the
  // service worker answers the calls of episodes kept on the device (src/sw), and fails the others at once.
  if (method !== 'get' && !isOnline()) throw new OfflineError();
  const headers: Record<string, string> = { ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await clients[group](path.replace(/^\/+/, ''), {
      method,
      headers,
      ...(options.json !== undefined ? { json: options.json } : {}),
      ...(options.body !== undefined ? { body: options.body } : {}),
      ...(options.searchParams ? { searchParams: options.searchParams } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    throw transportError(error);
  }
  return readEnvelope<T>(response);
}

/**
 * Calls one endpoint of a service group and answers the envelope's data, or throws one ApiError. A reply of
 * NEED_TO_REFRESH refreshes the tokens once (shared by all calls in flight) and retries the call once; if the
 * refresh fails, the original error goes up.
 */
export async function call<T>(
  group: ServiceGroup,
  method: HttpMethod,
  path: string,
  options: CallOptions = {},
): Promise<T> {
  const token = options.token ?? currentAccessToken();
  try {
    return await send<T>(group, method, path, options, token);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'NEED_TO_REFRESH' || options.refreshOnExpiry === false)
      throw error;
    // A call that left before another call's refresh finished only needs the token that refresh produced.
    const latest = currentAccessToken();
    const fresh = latest && latest !== token ? latest : await refreshAccessToken();
    if (!fresh) throw error;
    return send<T>(group, method, path, options, fresh);
  }
}
