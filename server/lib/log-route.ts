import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';

/**
 * The route pattern a request is counted and logged under (`/api/backend/contents/:id`, never the URL: no ids, no
 * query string, nothing a reader typed, and a bounded set of metric labels). When a middleware answered (a bearer
 * guard refusing, a body too large) it is the route the request was on its way to, the first handler after that
 * middleware; otherwise the route that answered. A handler takes the context only, a middleware also `next`.
 */
export function routeOf(c: Context): string {
  const routes = matchedRoutes(c);
  const answered = routes[c.req.routeIndex];
  if (answered && answered.handler.length >= 2) {
    const intended = routes.slice(c.req.routeIndex + 1).find((route) => route.handler.length < 2);
    if (intended) return intended.path;
  }
  return answered?.path || 'unmatched';
}
