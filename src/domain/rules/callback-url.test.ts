import { describe, expect, it } from 'vitest';
import { safeCallbackPath } from './callback-url';

const ORIGINS = ['http://localhost:8080', 'https://webtoon.example'];

function decodeOnce(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A same-origin path: read as-is or decoded once more by a careless consumer, it still stays on the site. */
function expectOnSite(result: string, origin: string) {
  expect(result.startsWith('/')).toBe(true);
  expect(result).not.toMatch(/^[/\\]{2}|^\/\\/);
  expect(new URL(result, origin).origin).toBe(origin);
  expect(new URL(decodeOnce(result), origin).origin).toBe(origin);
}

const hostile = [
  'https://evil.example',
  'http://evil.example/my',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%5C%5Cevil.example',
  '/%5Cevil.example',
  '%252F%252Fevil.example',
  'https:evil.example',
  'http:evil.example',
  'https:/evil.example',
  'http://localhost:8080@evil.example',
  'https://webtoon.example@evil.example',
  'https://webtoon.example.evil.example/',
  'http://localhost:8080.evil.example/',
  '/\t/evil.example',
  '/\n/evil.example',
  '\t//evil.example',
  '\n//evil.example',
  '//evil.example\n',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '/%09/evil.example',
  '/%0A/evil.example',
  ' //evil.example',
  '\u0000//evil.example',
  'A'.repeat(4096),
  `/${'a'.repeat(4096)}`,
  `//evil.example/${'%'.repeat(4096)}`,
];

describe.each(ORIGINS)('safeCallbackPath on %s', (origin) => {
  it.each(hostile.map((v) => [JSON.stringify(v).slice(0, 60), v]))('hostile %s lands on the site', (_label, value) => {
    const result = safeCallbackPath(value, origin);
    expectOnSite(result, origin);
  });

  it.each([
    ['/my', '/my'],
    ['/detail/12?tab=episodes#top', '/detail/12?tab=episodes#top'],
    [`${origin}/shop?from=banner`, '/shop?from=banner'],
    ['/search?q=%E6%BC%AB%E7%94%BB', '/search?q=%E6%BC%AB%E7%94%BB'],
    ['/search?q=100%', '/search?q=100%'],
    ['my', '/my'],
  ])('keeps a page of the site: %s', (value, expected) => {
    expect(safeCallbackPath(value, origin)).toBe(expected);
  });

  it.each([null, undefined, ''])('answers the fallback for %s', (value) => {
    expect(safeCallbackPath(value, origin)).toBe('/');
    expect(safeCallbackPath(value, origin, '/my')).toBe('/my');
  });

  it('answers the given fallback for a hostile value', () => {
    expect(safeCallbackPath('//evil.example', origin, '/my')).toBe('/my');
  });
});
