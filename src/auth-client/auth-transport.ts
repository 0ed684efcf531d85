import { env } from '@/config/env';

/** The wire under the session client: where Auth.js lives, how to reach it, and the log beacon. */

export type LogLevel = 'error' | 'warn' | 'debug';

export interface AuthTransportSettings {
  base: string;
  fetch: typeof globalThis.fetch | undefined;
}

const defaults: AuthTransportSettings = { base: env.authBase, fetch: undefined };
let settings: AuthTransportSettings = defaults;

/** Points the client at another Auth.js base or fetch (tests); `resetTransport` restores the build settings. */
export function configureTransport(overrides: Partial<AuthTransportSettings>): void {
  settings = { ...settings, ...overrides };
}

export function resetTransport(): void {
  settings = defaults;
}

export const endpoint = (path: string) => `${settings.base}${path}`;
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function send(path: string, init: RequestInit = {}): Promise<Response> {
  const doFetch = settings.fetch ?? globalThis.fetch;
  return doFetch(endpoint(path), { credentials: 'include', ...init });
}

export function currentHref(): string {
  return typeof window === 'undefined' ? '/' : window.location.href;
}

export function urlOf(data: unknown): string | null {
  const url = (data as { url?: unknown } | null)?.url;
  return typeof url === 'string' && url.length > 0 ? url : null;
}

export function errorOf(url: string | null): string | null {
  if (!url) return null;
  try {
    const params = new URL(url, currentHref() === '/' ? 'http://localhost' : currentHref()).searchParams;
    return params.get('code') || params.get('error') || null;
  } catch {
    return null;
  }
}

/** POST /_log: the client log beacon. It never throws, since it runs inside error paths. */
export async function log(level: LogLevel, code: string, details: Record<string, unknown> = {}): Promise<void> {
  try {
    await send('/_log', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ level, code, details }),
      keepalive: true,
    });
  } catch {
    // Nothing left to report to.
  }
}

export async function getJson(path: string): Promise<unknown> {
  try {
    const response = await send(path, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as unknown;
  } catch (error) {
    void log('error', 'CLIENT_FETCH_ERROR', { url: endpoint(path), message: messageOf(error) });
    throw error;
  }
}
