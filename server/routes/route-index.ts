import type { App } from '../app';

/** Where docs/api.md keeps the list of every mounted route. */
export const ROUTE_INDEX_START = '<!-- route-index:start -->';
export const ROUTE_INDEX_END = '<!-- route-index:end -->';

/**
 * Every route the app mounts, one `METHOD path` line each, sorted: what `app.routes` lists, less the middleware (a
 * catch-all `ALL` whose handler takes `next` is a group's guard, reached through the group's own routes).
 */
export function routeIndex(app: App): string[] {
  const lines = new Set<string>();
  for (const { method, path, handler } of app.routes) {
    if (method === 'ALL' && handler.length >= 2) continue;
    lines.add(`${method} ${path}`);
  }
  return [...lines].sort((a, b) => {
    const [, pathA = ''] = a.split(' ');
    const [, pathB = ''] = b.split(' ');
    return pathA === pathB ? a.localeCompare(b) : pathA.localeCompare(pathB);
  });
}

/** The block of docs/api.md between the markers, as it should read for `routes`. */
export function routeIndexBlock(routes: readonly string[]): string {
  return [ROUTE_INDEX_START, '```text', ...routes, '```', ROUTE_INDEX_END].join('\n');
}

/** The lines docs/api.md lists between the markers (null when the markers are missing). */
export function documentedRoutes(markdown: string): string[] | null {
  const start = markdown.indexOf(ROUTE_INDEX_START);
  const end = markdown.indexOf(ROUTE_INDEX_END);
  if (start < 0 || end < start) return null;
  return markdown
    .slice(start + ROUTE_INDEX_START.length, end)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('```'));
}
