import { createHash } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './app-env';

/**
 * The security headers of the product, in one place: the reference API sets them on every reply (server/app.ts, and
 * the page CSP on the SPA's index.html in server/routes/static), and the build writes the same values for a CDN
 * (`_headers` beside each bundle, scripts/lib/cdn-headers.ts).
 */

/**
 * The security headers of every reply, pages and API alike (Hono's secureHeaders). Its CSP is the API's: a reply of
 * the API is data, never a document, so nothing may load from it or frame it. The SPA's index.html sets its own CSP
 * (pageCsp), which `overwrite: false` keeps.
 */
export function securityHeaders(options: { production: boolean }): MiddlewareHandler<AppEnv> {
  const viaHono = honoSecurityHeaders(options);
  let early: readonly (readonly [string, string])[] | null = null;
  // Read once off Hono's own middleware: the two ways below can never set different headers.
  headersOf(viaHono).then(
    (list) => (early = list),
    () => undefined, // never expected; every reply then keeps Hono's way
  );
  return (c, next) => {
    const outgoing = c.env?.outgoing;
    if (!outgoing || !early) return viaHono(c, next);
    for (const [name, value] of early) outgoing.setHeader(name, value);
    return next();
  };
}

/**
 * How securityHeaders sets its headers under Node (@hono/node-server, as deployed): on Node's reply before the app
 * answers. Node merges them into the reply it writes, the app's own header of a name winning (what secureHeaders'
 * `overwrite: false` does: the SPA page keeps its CSP), and no web Headers object is built for them: Hono's way is a
 * Headers object made of the reply's record and a has and a set per header after it, which with the request id's was
 * about a quarter of the CPU of a trivial request (issue 30). Under app.request (tests, cdnPageHeaders) there is no
 * Node reply and Hono's middleware runs as before.
 */
async function headersOf(middleware: MiddlewareHandler): Promise<[string, string][]> {
  const probe = new Hono().use(middleware).get('*', (c) => c.body(null, 204));
  return [...(await probe.request('/')).headers.entries()];
}

function honoSecurityHeaders(options: { production: boolean }): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // A CDN-hosted SPA may read images from the API on a sibling host of the same site.
    crossOriginResourcePolicy: 'same-site',
    strictTransportSecurity: options.production ? 'max-age=31536000; includeSubDomains' : false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
    overwrite: false,
  });
}

/**
 * The headers a CDN serving the bundle should send with index.html (and every page path): those of securityHeaders in
 * production, with the page's CSP. Read off the middleware itself, so the two can never disagree.
 */
export async function cdnPageHeaders(
  html: string,
  apiOrigins: readonly string[] = [],
): Promise<Record<string, string>> {
  const probe = new Hono()
    .use(securityHeaders({ production: true }))
    .get('*', (c) => c.body('', 200, { 'Content-Security-Policy': pageCsp(html, apiOrigins) }));
  const res = await probe.request('/');
  return Object.fromEntries(res.headers.entries());
}

/** The base64 SHA-256 of each inline script of an HTML page: the CSP allows exactly these and no other inline code. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/**
 * The CSP of the SPA's page. Scripts: the bundle's own files and the hashed inline ones only (no 'unsafe-inline',
 * no eval). Styles keep 'unsafe-inline': Emotion writes its rules into <style> elements at run time. `apiOrigins` are
 * the service groups' origins when the bundle calls an API on another host (absolute URLs in its env file).
 */
export function pageCsp(html: string, apiOrigins: readonly string[] = []): string {
  const connect = ["'self'", ...apiOrigins];
  const images = ["'self'", 'data:', 'blob:', ...apiOrigins];
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    // The service worker and the web app manifest come from the bundle itself (issue 29).
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The CSP of the service worker's script (`/sw.js`), which governs the worker's own requests: it fetches pages, the
 * bundle's files, the API and images for the page, so it may connect where the page may (pageCsp's connect and image
 * origins) and load nothing else. Without it the worker would get the API's `default-src 'none'` and fetch nothing.
 */
export function workerCsp(apiOrigins: readonly string[] = []): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `connect-src ${["'self'", ...apiOrigins].join(' ')}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origins of absolute service URLs (a CDN deployment's env file); relative ones are the page's own origin. */
export function originsOf(urls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not a URL: the build's env check refuses it earlier.
    }
  }
  return [...origins];
}
