import type { Plugin } from 'vite';

/** The module script Vite writes for the page's entry chunk. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * Issue 30: the entry's module script becomes a modulepreload link before index.html's first script, which starts it
 * once the first screen's largest images have painted (index.html says when). The download starts as early as before
 * (the link is at the top of the head); only the evaluation, the page's longest task, waits, so that it no longer holds
 * back the paint of images that arrived while it ran.
 */
export function withDeferredEntry(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('deferred-entry: no module script of the entry in index.html');
  const firstScript = html.indexOf('<script>');
  if (firstScript < 0 || firstScript > entry.index) {
    throw new Error("deferred-entry: index.html's first script (which starts the entry) must come before the entry");
  }
  const link = `<link rel="modulepreload" crossorigin href="${entry[1]}" data-entry />\n    `;
  const withoutScript = html.slice(0, entry.index) + html.slice(entry.index + entry[0].length);
  return withoutScript.slice(0, firstScript) + link + withoutScript.slice(firstScript);
}

export function deferredEntry(): Plugin {
  return {
    name: 'webtoon:deferred-entry',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => withDeferredEntry(html) },
  };
}
