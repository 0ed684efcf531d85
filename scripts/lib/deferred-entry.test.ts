import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withDeferredEntry } from './deferred-entry';

const built = (body: string) => `<!doctype html>
<html>
  <head>
    <link rel="preload" as="fetch" href="/api/auth/session" crossorigin="use-credentials" />
    <script>
      (function () {})();
    </script>
    <style>body{margin:0}</style>
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
  </head>
  <body>${body}</body>
</html>`;

describe('the deferred entry (issue 30)', () => {
  it("turns the entry's module script into a modulepreload link before the first script, which starts it", () => {
    const html = withDeferredEntry(built('<div id="root"></div>'));
    expect(html).not.toMatch(/<script type="module"/);
    const link = '<link rel="modulepreload" crossorigin href="/assets/index-Ab12.js" data-entry />';
    expect(html.split(link)).toHaveLength(2);
    expect(html.indexOf(link)).toBeLessThan(html.indexOf('<script>'));
    expect(html.indexOf(link)).toBeGreaterThan(html.indexOf('/api/auth/session'));
    expect(html).toContain('<style>body{margin:0}</style>\n  </head>');
  });

  it('refuses a page without the entry, or whose first script would come after it', () => {
    expect(() => withDeferredEntry('<html><head><script>1</script></head></html>')).toThrow(/no module script/);
    const late = '<head><script type="module" crossorigin src="/assets/a.js"></script><script>1</script></head>';
    expect(() => withDeferredEntry(late)).toThrow(/must come before/);
  });

  it('matches index.html: its first script is the one that starts the entry', () => {
    const source = readFileSync('index.html', 'utf8');
    const first = /<script>([\s\S]*?)<\/script>/.exec(source)?.[1] ?? '';
    expect(first).toContain('link[rel="modulepreload"][data-entry]');
  });
});
