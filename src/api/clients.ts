import platform from '@platform';
import { env, type ServiceGroup } from '@/config/env';
import { REQUEST_TIMEOUT_MS } from '@/domain/constants';
import { getBrowserId } from '@/lib/browser-id';
import { currentAccessToken } from './auth-bridge';

export type { ServiceGroup };
export const SERVICE_GROUPS = ['backend', 'front', 'direct', 'bridge'] as const satisfies readonly ServiceGroup[];

export interface ClientSettings {
  urls: Record<ServiceGroup, string>;
  timeoutMs: number;
  /** Lets tests count or route requests without mocking the client. */
  fetch: typeof globalThis.fetch | undefined;
}

/** What one request of a client may carry besides its path. */
export interface ClientOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON, with its Content-Type. */
  json?: unknown;
  body?: FormData;
  searchParams?: Record<string, string | number | boolean> | URLSearchParams;
  signal?: AbortSignal;
}

/**
 * One service group's client: `client(path, options)` answers the reply whatever its status (failures are read from
 * the envelope by the call layer, and a retry is decided there, never blindly); `client.get(path)` is the plain read.
 * A plain `fetch` rather than a library: the call layer is on the first screen's path (issue 30, the 130 KiB budget).
 */
export interface Client {
  (path: string, options?: ClientOptions): Promise<Response>;
  get(path: string): Promise<Response>;
}

/** The request took longer than the clients' timeout (REQUEST_TIMEOUT_MS); the call layer answers TIMEOUT. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

export const isTimeoutError = (error: unknown): error is TimeoutError => error instanceof TimeoutError;

const defaults: ClientSettings = { urls: { ...env.serviceUrls }, timeoutMs: REQUEST_TIMEOUT_MS, fetch: undefined };
let settings: ClientSettings = defaults;

function headersOf(options: ClientOptions): Headers {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  headers.set('X-Client-Id', getBrowserId());
  headers.set('X-Time-Zone', platform.timeZone);
  headers.set('X-Platform', platform.id);
  headers.set('Accept-Language', platform.locale);
  const token = currentAccessToken();
  // A caller that passes its own token (a retry after a refresh) keeps it.
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  if (options.json !== undefined) headers.set('Content-Type', 'application/json');
  return headers;
}

function urlOf(base: string, path: string, searchParams: ClientOptions['searchParams']): string {
  const url = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  if (!searchParams) return url;
  const query = (
    searchParams instanceof URLSearchParams
      ? searchParams
      : new URLSearchParams(Object.entries(searchParams).map(([key, value]) => [key, String(value)]))
  ).toString();
  return query ? `${url}?${query}` : url;
}

/**
 * Sends one request, ended by the caller's signal (an AbortError) or by the timeout (a TimeoutError), whichever
 * comes first. The timer covers the reply's headers only, as the body is read by the caller.
 */
async function send(group: ServiceGroup, path: string, options: ClientOptions): Promise<Response> {
  const { timeoutMs, urls } = settings;
  const controller = new AbortController();
  const body = options.json !== undefined ? JSON.stringify(options.json) : options.body;
  const request = new Request(urlOf(urls[group], path, options.searchParams), {
    method: (options.method ?? 'get').toUpperCase(),
    headers: headersOf(options),
    credentials: 'include',
    signal: controller.signal,
    ...(body !== undefined ? { body } : {}),
  });
  const fetch = settings.fetch ?? globalThis.fetch;
  // The clock starts once the request is built: in Node the first use of fetch or Request loads its implementation.
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  // Without a reason, so that fetch rejects with the AbortError the call layer reads as ABORTED.
  const abort = () => controller.abort();
  if (options.signal?.aborted) abort();
  options.signal?.addEventListener('abort', abort);
  try {
    return await fetch(request);
  } catch (error) {
    if (timedOut) throw new TimeoutError(`Request timed out after ${timeoutMs} ms: ${request.method} ${request.url}`);
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }
}

function create(group: ServiceGroup): Client {
  const client = (path: string, options: ClientOptions = {}) => send(group, path, options);
  return Object.assign(client, { get: (path: string) => send(group, path, {}) });
}

/** One client per service group of spec §7. The object is stable; `configureClients` changes what they read. */
export const clients = Object.fromEntries(SERVICE_GROUPS.map((group) => [group, create(group)])) as Record<
  ServiceGroup,
  Client
>;

/** Points the clients elsewhere (a test server, another timeout); `resetClients` restores the build settings. */
export function configureClients(
  overrides: Partial<Omit<ClientSettings, 'urls'>> & { urls?: Partial<ClientSettings['urls']> },
): void {
  settings = { ...settings, ...overrides, urls: { ...settings.urls, ...overrides.urls } };
}

export function resetClients(): void {
  settings = defaults;
}
