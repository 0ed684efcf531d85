import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// A namespace of src/i18n/ns/ registers its messages when a module imports it for its effect. The bundles treat our
// barrels (index.ts) as free of side effects, so an import there is dropped as soon as a screen takes the barrel's
// re-exports straight from their modules, and the screen shows keys instead of texts (it happened to the login and
// detail pages). So every module that reads a namespace imports its registration itself.

const root = join(__dirname, '..', '..', '..');
const lazyNamespaces = readdirSync(__dirname)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => f.replace(/\.ts$/, ''));

/** Modules that read a namespace without importing it, and why that is right. */
const registeredElsewhere: Record<string, string> = {
  // The main page registers only its own part of `home` (main-texts.ts, called where main-page.tsx loads).
  'src/features/catalog/main/': 'home',
  // The fallback text when the popup's chunk cannot load: the error handler has loaded `errors` by then.
  'src/app/shell/adult-gate.tsx': 'errors',
  // The error handler loads `errors` with the first error it shows (import() keeps it out of the first load).
  'src/session/use-api-error-handler.ts': 'errors',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'i18n' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function namespacesRead(text: string): string[] {
  const found = [...text.matchAll(/\bt(?:Maybe)?\(\s*['"`](\w+)\./g)].map((m) => m[1] ?? '');
  return [...new Set(found)].filter((ns) => lazyNamespaces.includes(ns));
}

describe('lazy message namespaces', () => {
  const files = sourceFiles(join(root, 'src')).map((path) => ({
    file: relative(root, path).replaceAll('\\', '/'),
    text: readFileSync(path, 'utf8'),
  }));

  it('finds the namespaces and the modules that read them', () => {
    expect(lazyNamespaces).toEqual(expect.arrayContaining(['auth', 'detail', 'viewer', 'errors']));
    expect(files.filter((f) => namespacesRead(f.text).length > 0).length).toBeGreaterThan(20);
  });

  it('every module that reads a namespace registers it itself', () => {
    const missing = files.flatMap(({ file, text }) =>
      namespacesRead(text)
        .filter((ns) => !text.includes(`import '@/i18n/ns/${ns}';`))
        .filter((ns) => !Object.entries(registeredElsewhere).some(([p, n]) => file.startsWith(p) && n === ns))
        .map((ns) => `${file} reads '${ns}'`),
    );
    expect(missing).toEqual([]);
  });

  it('no barrel registers a namespace (the bundler drops it there)', () => {
    const barrels = files.filter(({ file, text }) => file.endsWith('/index.ts') && /import '@\/i18n\/ns\//.test(text));
    expect(barrels.map((b) => b.file)).toEqual([]);
  });
});
