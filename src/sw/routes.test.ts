import { describe, expect, it } from 'vitest';
import { isPagePath, routeOf, type RequestFacts } from './routes';

const origin = 'https://webtoon.example';
const precached = new Set([`${origin}/index.html`, `${origin}/assets/abc.js`, `${origin}/icons/icon-192.png`]);
const route = (facts: Partial<RequestFacts> & { url: string }) =>
  routeOf({ method: 'GET', mode: 'cors', destination: '', ...facts }, (url) => precached.has(url), origin);

describe('routeOf: how the service worker answers a request', () => {
  it("answers the build's own files from the precache", () => {
    expect(route({ url: `${origin}/assets/abc.js`, destination: 'script', mode: 'same-origin' })).toBe('precache');
    expect(route({ url: `${origin}/icons/icon-192.png`, destination: 'image', mode: 'no-cors' })).toBe('precache');
  });

  it('answers navigations to pages of the SPA (network, then the precached index.html)', () => {
    for (const path of ['/', '/detail/3', '/viewer/12?from=library', '/transfer/note'])
      expect(route({ url: `${origin}${path}`, mode: 'navigate', destination: 'document' })).toBe('page');
  });

  it('leaves navigations to the API, the resizer, files and other sites to the browser', () => {
    for (const url of [
      `${origin}/api/auth/signin`,
      `${origin}/_next/image?url=x`,
      `${origin}/robots.txt`,
      'https://x.example/',
    ])
      expect(route({ url, mode: 'navigate', destination: 'document' })).toBeNull();
  });

  it('answers images cache-first from any cache (kept episodes), whatever their origin', () => {
    expect(route({ url: `${origin}/_next/image?url=a.jpg&w=720`, destination: 'image', mode: 'no-cors' })).toBe(
      'image',
    );
    expect(route({ url: 'https://cdn.example/e/1.jpg', destination: 'image', mode: 'no-cors' })).toBe('image');
  });

  it('sends API reads to the network (a cache only when it fails), and never touches writes', () => {
    expect(route({ url: `${origin}/api/contents/3` })).toBe('api');
    expect(route({ url: 'https://api.example/api/coin' })).toBe('api');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(route({ url: `${origin}/api/purchase`, method })).toBeNull();
  });

  it('leaves media and other destinations to the browser', () => {
    expect(route({ url: `${origin}/media/clip.mp4`, destination: 'video', mode: 'no-cors' })).toBeNull();
  });
});

describe('isPagePath', () => {
  it("matches the static server's rule", () => {
    expect(isPagePath('/library/recent')).toBe(true);
    expect(isPagePath('/assets/x')).toBe(false);
    expect(isPagePath('/api/health')).toBe(false);
    expect(isPagePath('/favicon.svg')).toBe(false);
  });
});
