import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Handler } from 'hono';
import type { MetricsConfig } from '../env-observability';
import type { AppEnv } from './app-env';
import { registry } from './metrics';
import { metricsText } from './metrics-cluster';
import { bearerToken } from './tokens';

function sameToken(given: string | null, expected: string): boolean {
  if (given === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics on the API's port: only with METRICS_TOKEN set and sent as `Authorization: Bearer <token>` (401
 * otherwise); without METRICS_TOKEN the path does not exist here (404), so metrics are never public by accident.
 */
export function metricsRoute(config: MetricsConfig): Handler<AppEnv> {
  return async (c) => {
    if (config.token === null) return c.text('Not found', 404);
    if (!sameToken(bearerToken(c.req.header('authorization')), config.token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.text('Unauthorized', 401);
    }
    return c.body(await metricsText(), 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  };
}

/**
 * METRICS_PORT: GET /metrics on a port of its own, for a scraper on the private network (and the token too when
 * METRICS_TOKEN is set). `text` gives the series: the primary's whole-cluster answer, or this process's registry.
 */
export function serveMetricsPort(
  config: MetricsConfig,
  host: string,
  text: () => Promise<string>,
): Promise<Server | null> {
  const port = config.port;
  if (port === null) return Promise.resolve(null);
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    if (config.token !== null && !sameToken(bearerToken(req.headers.authorization), config.token)) {
      res.writeHead(401, { 'Content-Type': 'text/plain', 'WWW-Authenticate': 'Bearer realm="metrics"' });
      res.end('Unauthorized');
      return;
    }
    text().then(
      (body) => res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(body),
      () => res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics unavailable'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
