import { readFileSync } from 'node:fs';
import { vi } from 'vitest';

// index.html's first script (issue 30: the first screen's call and image from the document), run in jsdom as a bundle
// carries it: src/app/lcp-preload-document.test.ts tests it, and the loaders' tests start from what it leaves.

/** The script's source, as index.html holds it. */
export const documentScript = /<script>([\s\S]*?)<\/script>/.exec(readFileSync('index.html', 'utf8'))?.[1] ?? '';

export const BACKEND = '/api/backend';
type Replies = Record<string, unknown>;

/** The API as the script sees it: `replies` are the data by path, any other path is refused. */
const api = (replies: Replies) =>
  vi.fn(async (url: string, init?: RequestInit) => {
    void init;
    const data = replies[url.slice(BACKEND.length + 1)];
    return data === undefined
      ? Response.json({ result: 'FAIL', error: { code: 'NOT_EXIST' } }, { status: 404 })
      : Response.json({ result: 'SUCCESS', data });
  });

/**
 * Runs the document's script on `path` as the bundle of `platform` carries it, with `fetch` stubbed by `replies` (the
 * caller's afterEach unstubs it: vi.unstubAllGlobals).
 */
export function runDocumentScript(path: string, replies: Replies = {}, platform = 'japan', fetch = api(replies)) {
  window.history.replaceState(null, '', path);
  vi.stubGlobal('fetch', fetch);
  const code = documentScript.replaceAll('%VITE_PLATFORM%', platform).replaceAll('%VITE_BACKEND_URL%', BACKEND);
  new Function(code)();
  return { fetch, asked: () => fetch.mock.calls.map(([url]) => url) };
}

/** Every reply the script started has been read (and its copy parsed): what it preloads is in the head by then. */
export async function settled() {
  await Promise.all(Object.values(window.__documentReads ?? {}));
  await new Promise((resolve) => setTimeout(resolve, 0));
}
