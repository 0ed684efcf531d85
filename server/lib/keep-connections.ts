import type { serve } from '@hono/node-server';

/**
 * An idle keep-alive connection stays open 65 s, past the 60 s idle timeout of the usual load balancers and CDNs, so
 * the server never closes a connection at the moment a client sends on it (Node's 5 s default made that race an
 * ECONNRESET for a client that paused a few seconds between two calls).
 *
 * Closing ends idle connections at once; a connection whose request was still being answered when the server began
 * to close would otherwise stay open for those 65 s after its reply (Node keeps it alive), so the stop would wait for
 * it and reach its force-exit instead of closing the database. Once the server no longer listens, every reply that
 * finishes closes the connections left idle.
 */
export function keepConnections<T extends ReturnType<typeof serve>>(server: T): T {
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    server.on('request', (_request, response) =>
      response.once('finish', () => {
        if (!server.listening) setImmediate(() => server.closeIdleConnections());
      }),
    );
  }
  return server;
}
