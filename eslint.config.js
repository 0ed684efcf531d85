import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Everything of src/ but the pure domain. */
const appFolders = [
  './src/lib',
  './src/ui',
  './src/i18n',
  './src/api',
  './src/auth-client',
  './src/session',
  './src/error-handling',
  './src/features',
  './src/app',
  './src/config',
];

/** Every feature folder: each is a zone of its own, so a feature can never import another (a route module composes them). */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: features.filter((other) => other !== feature).map((other) => `./src/features/${other}`),
  message: `${feature} imports another feature: move what both need to src/api, src/ui or src/domain, or compose the two in a route module (src/app/routes).`,
}));

/** The layers below the features, the first load among them. */
const sharedLayers = [
  './src/lib',
  './src/ui',
  './src/i18n',
  './src/api',
  './src/auth-client',
  './src/session',
  './src/error-handling',
];

const zones = [
  // Imports flow one way: domain → lib, ui, i18n, api, session → features → app (ARCHITECTURE.md).
  {
    target: './src/domain',
    from: appFolders,
    message: 'domain is pure: it imports nothing of the app.',
  },
  {
    target: sharedLayers,
    from: ['./src/features', './src/app'],
    message: 'shared layers never import features or app.',
  },
  // The session's three rooms: the session client (spec §7) → the session state → the error handling UI.
  {
    target: './src/auth-client',
    from: ['./src/session', './src/error-handling'],
    message: 'the session client speaks the Auth.js contract only: it imports nothing of session or error handling.',
  },
  {
    target: './src/session',
    from: './src/error-handling',
    message: 'session state sits below the error handling: the handler uses the session, never the other way.',
  },
  { target: './src/features', from: './src/app', message: 'features never import app.' },
  ...featureZones,
  {
    target: './server',
    from: [...appFolders, './src/testing'],
    message: 'server imports src/domain and nothing else of src/.',
  },
];

/**
 * The server's domains (server/services/<domain>/): code outside a domain imports it only through its face, the
 * domain's index.ts; inside, its files import one another directly. Tests may reach a domain's file they test.
 */
const serverDomains = readdirSync(new URL('./server/services', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverOutsideServices = readdirSync(new URL('./server', import.meta.url))
  .filter((entry) => entry !== 'services')
  .map((entry) => `./server/${entry}`);

const domainZones = serverDomains.map((domain) => ({
  target: [
    ...serverOutsideServices,
    ...serverDomains.filter((other) => other !== domain).map((other) => `./server/services/${other}`),
    './scripts',
  ],
  from: `./server/services/${domain}`,
  except: ['./index.ts'],
  message: `import server/services/${domain} through its face (server/services/${domain}/index.ts), or export what you need there.`,
}));

const restrictedImports = [
  {
    name: 'react-redux',
    importNames: ['useSelector', 'useDispatch'],
    message: "Use useAppSelector / useAppDispatch from '@/session' (src/session/typed-hooks.ts).",
  },
  { name: 'zod', message: "Import 'zod/mini' (bundle size)." },
];

const noFocusedTests = {
  selector: 'CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip)$/]',
  message: 'No focused or skipped tests.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.data/**',
      'test-results/**',
      'test-results-start/**',
      'playwright-report/**',
      'server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
      'no-restricted-imports': ['error', { paths: restrictedImports }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'import.meta.env is read only in src/config/env.ts.',
        },
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'process.env is read only in server/env.ts (and scripts).',
        },
        noFocusedTests,
      ],
    },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
  },
  {
    // The server's domain faces, for everything but tests (which may import the one module they test).
    files: ['server/**', 'scripts/**'],
    ignores: ['**/*.test.ts', 'server/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, ...domainZones] }] },
  },
  {
    // import-x follows only .js modules unless told otherwise: without this, no-cycle never saw an import of src/ or
    // server/ (it still skips type-only imports: those cycles are left to a madge run).
    files: ['src/**', 'server/**'],
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'] },
  },
  {
    // Ambient module declarations cannot use import statements; `import()` types are the only way to name a type there.
    files: ['src/vite-env.d.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['src/config/env.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: [
      'server/env.ts',
      'scripts/**',
      'e2e/**',
      '*.config.ts',
      '*.config.js',
      'server/**/*.test.ts',
      'server/testing/**',
    ],
    rules: {
      'no-restricted-syntax': ['error', noFocusedTests],
    },
  },
  {
    // The first load: a barrel here puts every module behind it into the entry chunk as soon as any screen uses one.
    files: [
      'src/app/**',
      'src/auth-client/**',
      'src/session/**',
      'src/error-handling/**',
      'src/api/**',
      'src/ui/**',
      'src/lib/**',
      'src/i18n/**',
      'src/config/**',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...restrictedImports,
            {
              name: '@/domain',
              message: 'Import the domain module itself (e.g. @/domain/rules/login), not the barrel.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/session/typed-hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
