/**
 * What the service worker precaches of a build (vite.config.ts, vite-plugin-pwa's injectManifest): the app shell
 * (index.html), every chunk and style of the bundle (the route chunks included, so that any screen opened once works
 * offline), the icons and the manifest. Never the build's compressed copies, the CDN's `_headers` or robots.txt.
 */
export const PRECACHE_GLOBS = [
  'index.html',
  'assets/**/*.{js,css}',
  'icons/*.png',
  'favicon.svg',
  'manifest.webmanifest',
];

export const PRECACHE_IGNORES = ['**/*.br', '**/*.gz', 'sw.js'];
