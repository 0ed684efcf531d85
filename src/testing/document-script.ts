import { readFileSync } from 'node:fs';
import { vi } from 'vitest';

// index.html's first script (issue 30: the first screen's call and image from the document, and the start of the
// bundle), run in jsdom as a bundle carries it: src/app/lcp-preload-document.test.ts and entry-start-document.test.ts
// test it, and the loaders' tests start from what it leaves.

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
  // The test's document was parsed long ago: this run's DOMContentLoaded listeners are kept for `parsed` to call.
  const onParsed: EventListener[] = [];
  const listen = document.addEventListener.bind(document);
  const spy = vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    if (type === 'DOMContentLoaded' && typeof listener === 'function') onParsed.push(listener);
    else listen(type, listener, options);
  });
  try {
    new Function(code)();
  } finally {
    spy.mockRestore();
  }
  return {
    fetch,
    asked: () => fetch.mock.calls.map(([url]) => url),
    /** The document has been parsed (DOMContentLoaded). */
    parsed: () => onParsed.forEach((listener) => listener(new Event('DOMContentLoaded'))),
  };
}

/** The modulepreload link the build puts before the script in place of the entry's module script. */
export function entryLink(href = '/assets/index-test.js') {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.setAttribute('crossorigin', '');
  link.href = href;
  link.setAttribute('data-entry', '');
  document.head.prepend(link);
  return link;
}

/** The module scripts the document's script has added to start the bundle. */
export const startedEntries = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) => ({
    src: new URL(script.src).pathname,
    crossOrigin: script.crossOrigin,
  }));

/** Every reply the script started has been read (and its copy parsed): what it preloads is in the head by then. */
export async function settled() {
  await Promise.all(Object.values(window.__documentReads ?? {}));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** What the script left behind (its stubs, reads, links, scripts, skeleton and address), undone after each test. */
export function forgetDocumentScript() {
  document.getElementById('boot-shell')?.remove();
  vi.unstubAllGlobals();
  delete window.__documentReads;
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  document.head.querySelectorAll('link[data-entry], script[type="module"]').forEach((node) => node.remove());
  window.history.replaceState(null, '', '/');
}

export const cover = (id: number, width = 720) => ({
  url: `https://cdn.example/covers/${id}.jpg`,
  width,
  height: 1200,
});
export const summary = (id: number) => ({ id, name: `Title ${id}`, covers: { main: cover(id) } });
export const pages = [0, 1, 2].map((i) => ({ url: `https://cdn.example/ep/9/${i}.jpg`, width: 1080, height: 1600 }));

/** The skeleton as scripts/lib/shell-skeleton.ts writes it after #root. */
export function skeleton() {
  const shell = document.createElement('div');
  shell.id = 'boot-shell';
  shell.innerHTML = '<div class="bar">Webtoon</div><p class="status">…</p><div class="block"></div>';
  document.body.append(shell);
  return shell;
}
