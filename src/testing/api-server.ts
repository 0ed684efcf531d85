import { configureClients, resetClients, SERVICE_GROUPS, type ServiceGroup } from '@/api';
import { authClient } from '@/auth-client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, startTestServer, type TestServer } from '../../server/testing';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

export interface ApiTestServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  server: TestServer;
  /** POST /api/test/clock: moves the API's clock (iso), or back to real time (null). */
  setClock(now: Date | null): Promise<void>;
  close(): Promise<void>;
}

const GROUP_PATHS: Record<ServiceGroup, string> = {
  backend: '/api/backend',
  front: '/api/front',
  direct: '/api/direct',
  bridge: '/api/bridge',
};

/**
 * Starts the reference API in process (fresh seeded database) and points the call layer and the session client at
 * it. `fetch` wraps every request of both (a fetch recorder, a cookie jar). `close` restores the build settings.
 */
export async function startApiServer(options: { fetch?: typeof globalThis.fetch } = {}): Promise<ApiTestServer> {
  const server = await startTestServer();
  const urls = Object.fromEntries(SERVICE_GROUPS.map((g) => [g, `${server.url}${GROUP_PATHS[g]}`])) as Record<
    ServiceGroup,
    string
  >;
  configureClients({ urls, fetch: options.fetch });
  authClient.configure({ base: `${server.url}/api/auth`, fetch: options.fetch });
  return {
    url: server.url,
    server,
    async setClock(now) {
      const response = await fetch(`${server.url}/api/test/clock`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ now: now ? now.toISOString() : null }),
      });
      if (!response.ok) throw new Error(`POST /api/test/clock answered ${response.status}`);
    },
    async close() {
      resetClients();
      authClient.reset();
      await server.close();
    },
  };
}
