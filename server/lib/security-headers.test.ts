import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cdnHeadersFile } from '../../scripts/lib/cdn-headers';
import { inlineScriptHashes, originsOf, pageCsp } from './security-headers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the page CSP', () => {
  it('allows exactly the inline scripts of the page, by hash, and never inline code in general', () => {
    const html = `<html><head><script type="module" src="/assets/a.js"></script></head>
      <body><script>alert(1)</script><script data-x="y">
  var a = 1;
</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha('alert(1)'), sha('\n  var a = 1;\n')]);
    const csp = pageCsp(html);
    expect(csp).toContain(`script-src 'self' ${sha('alert(1)')} ${sha('\n  var a = 1;\n')}`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('names the hash of the inline script of our own index.html', () => {
    const html = readFileSync('index.html', 'utf8');
    const [inline] = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
    expect(inline).toBeDefined();
    expect(pageCsp(html)).toContain(sha(inline?.[1] ?? ''));
  });

  it('lets a bundle reach the API origins of absolute service URLs, and only those', () => {
    expect(originsOf(['/api/backend', 'https://api.example/api/backend', 'https://api.example/api/front'])).toEqual([
      'https://api.example',
    ]);
    expect(pageCsp('', ['https://api.example'])).toContain("connect-src 'self' https://api.example");
  });
});

describe('the _headers file of a bundle', () => {
  it('carries the page CSP and the production headers for every path, and the cache rules', async () => {
    const file = await cdnHeadersFile('<script>x()</script>', ['/api/backend']);
    expect(file).toContain(`content-security-policy: ${pageCsp('<script>x()</script>')}`);
    expect(file).toContain('strict-transport-security: max-age=31536000; includeSubDomains');
    expect(file).toContain('x-content-type-options: nosniff');
    expect(file).toContain('x-frame-options: DENY');
    expect(file).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
    // Fixed names, revalidated on every use, so that a new build's worker is found at once.
    expect(file).toMatch(/\/sw\.js\n {2}Cache-Control: no-cache/);
    expect(file).toMatch(/\/manifest\.webmanifest\n {2}Cache-Control: no-cache/);
  });
});
