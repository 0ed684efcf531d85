import { Hono } from 'hono';
import type { ServerConfig } from './env';
import type { AppEnv } from './lib/app-env';
import { failUnavailable } from './lib/http';
import { observeRequests } from './lib/log-requests';
import { metricsRoute } from './lib/metrics-route';
import { securityHeaders } from './lib/security-headers';
import { answerLive, answerReadiness } from './routes/health/health.routes';
import { staticRoutes } from './routes/static/static.routes';

/**
 * What the API answers while it waits for its database (server/main.ts listens before the database is prepared, so a
 * load balancer sees a live process that is not ready, rather than a refused port): live 200; ready 503 with the
 * database `waiting`; every other API call 503 SERVICE_UNAVAILABLE with Retry-After; the SPA's files as usual, so a
 * reader sees the service's own localized message. Needs nothing but the configuration.
 */
export function createStartingApp(config: ServerConfig) {
  const app = new Hono<AppEnv>();
  app.use(observeRequests({ trustProxy: config.trustProxy }));
  app.use(securityHeaders({ production: config.production }));
  app.get('/api/health/live', answerLive);
  app.get('/api/health/ready', (c) =>
    answerReadiness(c, { database: 'waiting', migrations: 'unknown', media: 'unknown' }),
  );
  app.all('/api/*', failUnavailable);
  app.get('/metrics', metricsRoute(config.metrics));
  app.route('/', staticRoutes({ distDir: config.distDir, platform: config.platform }));
  app.notFound((c) => failUnavailable(c));
  return app;
}
