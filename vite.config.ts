import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { platforms } from './platforms';
import { buildProgress } from './scripts/lib/build-progress';
import { cdnHeaders } from './scripts/lib/cdn-headers';
import { deferredEntry } from './scripts/lib/deferred-entry';
import { precompress } from './scripts/lib/precompress';
import { pureAnnotations } from './scripts/lib/pure-annotations';
import { analyseReadingPath, ANALYSIS_ENV, READING_PATH } from './scripts/lib/reading-chunk';
import { shellSkeleton } from './scripts/lib/shell-skeleton';
import { checkEnv } from './src/config/env-schema';
import { phraseBreaks } from './src/i18n/phrase-breaks';
import { webManifest } from './src/pwa/web-manifest';
import { PRECACHE_GLOBS, PRECACHE_IGNORES } from './src/sw/precache-files';
import { PLATFORM_IDS, type PlatformId } from './src/domain/enums';

const root = fileURLToPath(new URL('.', import.meta.url));

function platformOf(mode: string): PlatformId {
  // `vite` (dev) and `vite preview` run in development/production mode: they serve the Japanese variant.
  if (mode === 'development' || mode === 'production') return 'japan';
  if ((PLATFORM_IDS as readonly string[]).includes(mode)) return mode as PlatformId;
  throw new Error(`Unknown platform mode "${mode}". Build with --mode one of: ${PLATFORM_IDS.join(', ')}`);
}

/** One bundle per platform: `vite build --mode <platform>` reads `.env.<platform>` and writes `dist/<platform>/`. */
/** Route modules of the reading path, whose chunks are fetched with everything they import at once (modulePreload). */
const PRELOADED_ROUTES = /\/src\/app\/routes\/(main|home-tab|detail|viewer)\.route\.tsx$/;

export default defineConfig(async ({ mode, command }): Promise<UserConfig> => {
  const id = platformOf(mode);
  // A bad env file stops the build here, with the field named (the bundle itself carries no validator).
  const env = checkEnv(loadEnv(id, root, 'VITE_'), `.env.${id}`);
  if (env.VITE_PLATFORM !== id) {
    throw new Error(`.env.${id} must set VITE_PLATFORM=${id} (found "${env.VITE_PLATFORM}")`);
  }
  const config = platforms[id];
  // The reading path's small shared modules, found by an in-memory build of this bundle (scripts/lib/reading-chunk.ts).
  const analysing = process.env[ANALYSIS_ENV] === '1';
  // The German variant serves the transfer only: no reading path, and its first screen is another one.
  const readingShared =
    command === 'build' && !analysing && !config.transferOnly
      ? await analyseReadingPath(fileURLToPath(import.meta.url), mode, READING_PATH)
      : new Set<string>();
  return {
    envDir: root,
    mode: id,
    plugins: [
      react({ jsxImportSource: '@emotion/react' }),
      // Library components no screen renders leave the first load (scripts/lib/pure-annotations.ts, issue 30).
      pureAnnotations(),
      shellSkeleton(config),
      // index.html's first script starts the entry once the first screen's images have painted (issue 30).
      deferredEntry(),
      // zh-TW messages wrap between phrases (BudouX at build time, src/i18n/phrase-breaks.ts).
      phraseBreaks(),
      // The analysis build writes nothing, so nothing to compress or describe.
      ...(analysing
        ? []
        : [
            // Issue 29: the manifest (linked from index.html) and the service worker src/sw/sw.ts with this build's
            // precache list, written to /manifest.webmanifest and /sw.js. Registered by src/pwa/register.ts; before
            // precompress, whose closeBundle waits for this one's (sequential), so that sw.js gets its copies too.
            VitePWA({
              strategies: 'injectManifest',
              srcDir: 'src/sw',
              filename: 'sw.ts',
              injectRegister: false,
              manifest: webManifest(config),
              manifestFilename: 'manifest.webmanifest',
              includeManifestIcons: false,
              injectManifest: {
                globPatterns: [...PRECACHE_GLOBS],
                globIgnores: [...PRECACHE_IGNORES],
                // The hashed chunks need no revision: their names change with their content.
                dontCacheBustURLsMatching: /^assets\//,
                minify: true,
              },
              devOptions: { enabled: false },
            }),
            precompress(),
            cdnHeaders([
              env.VITE_BACKEND_URL,
              env.VITE_FRONT_URL,
              env.VITE_DIRECT_URL,
              env.VITE_BRIDGE_URL,
              env.VITE_AUTH_BASE,
            ]),
          ]),
      // `npm start` builds on a first run and shows where it is (scripts/build-all.mjs --progress).
      ...(process.env.BUILD_PROGRESS === '1' && !analysing ? [buildProgress()] : []),
    ],
    resolve: {
      alias: [
        { find: /^@platform$/, replacement: `${root}platforms/${id}.ts` },
        // `@locale` is the first screen's namespaces, `@locale/<ns>` one namespace, always of this bundle's language.
        { find: /^@locale$/, replacement: `${root}src/i18n/locales/${config.locale}/core.ts` },
        { find: /^@locale\/(\w+)$/, replacement: `${root}src/i18n/locales/${config.locale}/$1.ts` },
        { find: /^@\//, replacement: `${root}src/` },
        // react-router's package exports point every bundler at its development build (warnings, invariant texts);
        // the bundles take the production build it ships next to it: ~5 KiB gzip less on the first load.
        ...(command === 'build'
          ? [
              { find: /^react-router$/, replacement: `${root}node_modules/react-router/dist/production/index.mjs` },
              {
                find: /^react-router\/dom$/,
                replacement: `${root}node_modules/react-router/dist/production/dom-export.mjs`,
              },
            ]
          : []),
      ],
    },
    build: {
      outDir: `dist/${id}`,
      emptyOutDir: true,
      target: 'es2022',
      // Every browser the bundle targets (es2022) preloads modules natively; the polyfill only cost first-load bytes.
      // The entry's route table lists, for every lazy route, the chunks to fetch beside it: ~2 KiB gzip of the first
      // load for ~60 routes. Only the reading path (PRELOADED_ROUTES) keeps its list; any other screen fetches the
      // chunks it imports as it parses them, one level at a time, the first time it is opened. Imports made by lazy
      // chunks keep their lists: they cost nothing on the first load.
      modulePreload: {
        polyfill: false,
        resolveDependencies: (file, deps, { hostId }) =>
          !/(^|\/)index-[\w-]+\.js$/.test(hostId) || file.endsWith('.p.js') ? deps : [],
      },
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: {
        treeshake: {
          // hoist-non-react-statics (and react-is under it) serve emotion's `withTheme`, which no screen uses; emotion
          // imports the package bare and the package does not declare itself free of side effects (issue 30).
          moduleSideEffects: (id: string) =>
            !/\/(src|platforms)\/|\/node_modules\/(hoist-non-react-statics|react-is)\//.test(id) ||
            /\/src\/main\.tsx/.test(id),
        },
        output: {
          // The entry lists every lazy chunk's file twice (its import and its preload list): names like
          // `withdrawal-confirm.route-` cost ~1.1 KiB gzip of the first load for ~110 chunks; the hash alone is enough.
          chunkFileNames: (chunk) =>
            PRELOADED_ROUTES.test(chunk.facadeModuleId ?? '') ? 'assets/[hash].p.js' : 'assets/[hash].js',
          // Everything the entry needs statically goes in one chunk: one request and one gzip stream for the first
          // screen instead of shared chunks split around the lazy routes (which cost ~2.5 KiB more over the wire).
          codeSplitting: {
            groups: [
              { name: 'app', tags: ['$initial'] },
              // What `/` loads beside its route: the cards, covers, image loader and home tabs, shared with the other
              // catalogue screens. One chunk instead of four saves three requests and ~0.6 KiB of separate gzip streams;
              // the main page's box sizes, its carousel controls and the reader key joined it too (issue 30: three requests of
              // 0.2–0.5 KiB less).
              {
                name: 'catalog-ui',
                test: /src\/(ui\/(content-card|cover-image|tab-link)\.tsx|lib\/image-loader\.ts|app\/routes\/home-tab-links\.ts|features\/catalog\/(home-query\.ts|components\/home-tabs\.tsx|main\/(reader-key\.ts|main-layout\.ts|reduced-motion\.ts|carousel-controls\.tsx))|session\/reader-key\.ts|i18n\/locales\/[\w-]+\/homeMain\.ts)/,
              },
              // The reading path's small shared modules: one file instead of some twenty (readingShared).
              { name: 'reading', test: (id: string) => readingShared.has(id), includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: {
        '/api': 'http://localhost:8080',
        '/_next': 'http://localhost:8080',
        '/dev': 'http://localhost:8080',
      },
    },
  };
});
