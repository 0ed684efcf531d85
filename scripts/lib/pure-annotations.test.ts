import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PURE_RULES, pureAnnotations } from './pure-annotations';

// Issue 30: the build rewrites react-router's and emotion's production code so that tree-shaking can drop what this
// app never runs. These tests run the rules on the installed files and check the app still never uses what went.

const routerDir = 'node_modules/react-router/dist/production';
const routerFile = readdirSync(routerDir)
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => join(process.cwd(), routerDir, name))
  .find((path) => readFileSync(path, 'utf8').includes('function LinkWithRef('));
const emotionFile = join(process.cwd(), 'node_modules/@emotion/cache/dist/emotion-cache.browser.esm.js');

function transform(path: string): string {
  const rule = PURE_RULES.find((r) => r.test.test(path));
  if (!rule) throw new Error(`no rule for ${path}`);
  return rule.transform(readFileSync(path, 'utf8'), path);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('pure annotations of react-router', () => {
  it('finds the chunk with the components and marks them pure, without developer-tools names', () => {
    expect(routerFile).toBeDefined();
    const code = transform(routerFile as string);
    expect(code).toMatch(/var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
    expect(code).toMatch(/var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
    expect(code).not.toMatch(/^Form\.displayName = "Form";$/m);
  });

  it('takes out what only framework mode, instrumentations, RSC and server rendering use', () => {
    const code = transform(routerFile as string);
    expect(code).not.toContain('usePrefetchBehavior(\n      prefetch,');
    expect(code).not.toMatch(/return shouldPrefetch && !isAbsolute \?/);
    expect(code).not.toContain('if (init.instrumentations) {');
    expect(code).not.toContain('opts?.hydrationData || parseHydrationData()');
    expect(code).not.toMatch(/if \(this\.context\) \{\s*return [^\n]*RSCErrorHandler/);
  });

  it('relies on nothing the app uses: no prefetch on a link, no instrumentations, no RSC or static router', () => {
    const uses = sourceFiles(join(process.cwd(), 'src'))
      .map((path) => ({ path, code: readFileSync(path, 'utf8') }))
      .filter(({ code }) =>
        /<(Nav)?Link\b[^>]*\sprefetch=|instrumentations|RSCHydratedRouter|HydratedRouter|createStaticRouter|__staticRouterHydrationData/.test(
          code,
        ),
      )
      .map(({ path }) => path);
    expect(uses).toEqual([]);
  });

  it('fails the build when a pattern no longer matches, rather than shipping the dead code silently', () => {
    const [rule] = PURE_RULES;
    expect(() =>
      rule?.transform('function LinkWithRef() {}', '/node_modules/react-router/dist/production/x.mjs'),
    ).toThrow(/no longer matches/);
  });
});

describe("emotion's prefixer", () => {
  it('prefixes only user-select, the one property this app writes that its target browsers need prefixed', () => {
    const code = transform(emotionFile);
    expect(code).not.toContain('var defaultStylisPlugins = [prefixer];');
    expect(code).toContain("element.props === 'user-select'");
    // Every other property the prefixer knew: none of them is written unprefixed by a style of the app.
    const needsPrefix =
      /^\s*(hyphens|backdrop-filter|mask(-[a-z]+)?|box-decoration-break|text-stroke|print-color-adjust)\s*:/m;
    const offenders = sourceFiles(join(process.cwd(), 'src')).filter((path) =>
      needsPrefix.test(readFileSync(path, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});

describe('the plugin', () => {
  it('rewrites only the files of its rules, and only when building', () => {
    const plugin = pureAnnotations();
    expect(plugin.apply).toBe('build');
    const hook = plugin.transform as (code: string, id: string) => unknown;
    expect(hook('var x = 1;', '/work/src/main.tsx')).toBeNull();
  });
});
