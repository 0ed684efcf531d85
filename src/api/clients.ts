import platform from '@platform';
import ky, { type KyInstance } from 'ky';
import { env, type ServiceGroup } from '@/config/env';
import { REQUEST_TIMEOUT_MS } from '@/domain/constants';
import { getBrowserId } from '@/lib/browser-id';
import { currentAccessToken } from './auth-bridge';

export type { ServiceGroup };
export const SERVICE_GROUPS = ['backend', 'front', 'direct', 'bridge'] as const satisfies readonly ServiceGroup[];

export interface ClientSettings {
  urls: Record<ServiceGroup, string>;
  timeoutMs: number;
  /** Lets tests count or route requests without mocking ky. */
  fetch: typeof globalThis.fetch | undefined;
}

const defaults: ClientSettings = { urls: { ...env.serviceUrls }, timeoutMs: REQUEST_TIMEOUT_MS, fetch: undefined };
let settings: ClientSettings = defaults;

function addHeaders(request: Request): void {
  request.headers.set('Accept', 'application/json');
  request.headers.set('X-Client-Id', getBrowserId());
  request.headers.set('X-Time-Zone', platform.timeZone);
  request.headers.set('X-Platform', platform.id);
  request.headers.set('Accept-Language', platform.locale);
  const token = currentAccessToken();
  // A caller that passes its own token (a retry after a refresh) keeps it.
  if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
}

function create(group: ServiceGroup): KyInstance {
  return ky.create({
    prefixUrl: settings.urls[group],
    credentials: 'include',
    timeout: settings.timeoutMs,
    // Failures are read from the envelope, and a retry is decided by the call layer (NEED_TO_REFRESH), never blindly.
    retry: 0,
    throwHttpErrors: false,
    ...(settings.fetch ? { fetch: settings.fetch } : {}),
    hooks: { beforeRequest: [addHeaders] },
  });
}

/** One ky instance per service group of spec §7. The object is stable; `configureClients` swaps its members. */
export const clients = {} as Record<ServiceGroup, KyInstance>;

function build(): void {
  for (const group of SERVICE_GROUPS) clients[group] = create(group);
}

/** Points the clients elsewhere (a test server, another timeout); `resetClients` restores the build settings. */
export function configureClients(
  overrides: Partial<Omit<ClientSettings, 'urls'>> & { urls?: Partial<ClientSettings['urls']> },
): void {
  settings = { ...settings, ...overrides, urls: { ...settings.urls, ...overrides.urls } };
  build();
}

export function resetClients(): void {
  settings = defaults;
  build();
}

build();
