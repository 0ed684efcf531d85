import type { App } from '../app';

/** A route of the app as `app.routes` lists it, with what kind of answer it owes. */
export interface RouteUnderTest {
  method: string;
  path: string;
  /** `envelope`: the JSON envelope always; `own`: Auth.js and the image resizer answer in their own shapes. */
  reply: 'envelope' | 'own';
}

/**
 * Paths not covered, each for a reason: the test-only routes change the clock every instance shares (a hostile clock
 * would change what the other routes do) and exist only in test mode; /dev is an HTML page outside production; the
 * SPA's catch-all serves files and answers 503 by design when no bundle is built, which is the case in unit tests.
 */
const NOT_COVERED = [/^\/api\/test(\/|$)/, /^\/dev(\/|$)/, /^\/\*$/];

/** API paths that answer in their own shape: Auth.js, and the signed inquiry images (the image itself on success). */
const OWN_REPLY = [/^\/api\/auth\//, /^\/api\/backend\/qna\/image\//];

/**
 * The routes of the app, read from the app itself so that a new route is covered the day it is added: one per method
 * and path; catch-alls (`ALL`) only when they answer themselves, since a group's middleware is reached through the
 * group's own routes.
 */
export function routesOf(app: App): RouteUnderTest[] {
  const seen = new Map<string, RouteUnderTest>();
  for (const { method, path, handler } of app.routes) {
    if (NOT_COVERED.some((pattern) => pattern.test(path))) continue;
    // Middleware takes `next`; a handler that answers does not.
    if (method === 'ALL' && handler.length >= 2) continue;
    const reply = path.startsWith('/api/') && !OWN_REPLY.some((pattern) => pattern.test(path)) ? 'envelope' : 'own';
    seen.set(`${method} ${path}`, { method, path, reply });
  }
  return [...seen.values()];
}
