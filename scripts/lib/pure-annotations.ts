import type { Plugin } from 'vite';

/**
 * Lets tree-shaking drop the parts of a library the app never runs (issue 30).
 *
 * A module lives in one chunk: react-router's one production module sits in the entry chunk, so whatever of it the
 * bundler keeps is first-load JavaScript, whichever screen uses it. Two things kept dead code there:
 * - `var Form = React10.forwardRef(…)` is a call the bundler must assume has side effects (react-router does not
 *   annotate it), and `Form.displayName = "Form"` a property write it must keep; so `Form`, `useSubmit` and what
 *   they call stayed although no screen renders a react-router `<Form>`. `displayName` only names components in
 *   React's developer tools, which show the production build's minified names anyway.
 * - `<Link>` asks `usePrefetchBehavior` for its `prefetch` prop, which answers "no prefetch, no handlers" whenever
 *   there is no framework context, and only framework mode (`HydratedRouter`) provides one: in a data router the
 *   answer is fixed, and the page-link prefetching behind it (route manifests, `PrefetchPageLinks`) is dead code.
 * - `createBrowserRouter` reads a server-rendered page's router state from `window.__staticRouterHydrationData`;
 *   nothing renders this app on a server, so the reader and its error deserializer are dead code too.
 * - `createRouter` wraps routes and the router when `instrumentations` are given (`unstable_instrumentations` of
 *   `createBrowserRouter`), and the route error boundary decodes React Server Components' error digests when an RSC
 *   router context is there: the app passes no instrumentations and renders no RSC router, so both branches are
 *   dead, and with them the wrappers and decoders they call (pure-annotations.test.ts checks that the app's code
 *   still uses none of these).
 * A rule that no longer finds its pattern fails the build: a react-router upgrade must be looked at, not guessed.
 */
export interface PureRule {
  /** The module ids the rule rewrites. */
  test: RegExp;
  transform(code: string, id: string): string;
}

const FORWARD_REF_CALL = /(?<![\w$.])(React\d*\.forwardRef\()/g;
const DISPLAY_NAME_LINE = /^[\w$]+\.displayName = "[\w$.]*";$/gm;
const LINK_PREFETCH = /usePrefetchBehavior\(\s*prefetch,\s*rest\s*\)/g;
/** What `usePrefetchBehavior` returns without a framework context, the ref left out (mergeRefs skips `null`). */
const NO_PREFETCH = '[false, null, {}]';
const LINK_PREFETCH_LINKS = /return shouldPrefetch && !isAbsolute \? [^\n]*PrefetchPageLinks[^\n]* : link;/g;
/** A server-rendered page's router state (`window.__staticRouterHydrationData`): this app renders on the client only. */
const HYDRATION_DATA = /hydrationData: opts\?\.hydrationData \|\| parseHydrationData\(\)/g;
const INSTRUMENTED = /if \(init\.instrumentations\) \{/g;
const RSC_ERROR =
  /(if \()this\.context( && typeof error === "object"|\) \{\s*return \/\* @__PURE__ \*\/ React\d*\.createElement\(RSCErrorHandler)/g;

/** Replaces every match of `pattern`, and fails when there is none. */
function rewrite(code: string, id: string, pattern: RegExp, replacement: string): string {
  let found = false;
  const next = code.replace(pattern, (...args: string[]) => {
    found = true;
    return replacement.replace('$1', args[1] ?? '').replace('$2', args[2] ?? '');
  });
  if (!found) throw new Error(`pure-annotations: ${String(pattern)} no longer matches ${id}; review the rule.`);
  return next;
}

/**
 * Emotion's vendor prefixer writes `-webkit-`, `-moz-` and `-ms-` copies of some thirty properties for browsers older
 * than the bundle's es2022 targets (Chrome 94, Safari 15.4, Firefox 93), ~0.8 KiB gzip of the first load. Of what
 * this app's styles write, only `user-select` still needs a prefix there (Safari has no unprefixed one): the default
 * plugin list becomes one that prefixes just that. (`-webkit-line-clamp` and `-webkit-text-size-adjust` are written
 * prefixed in the styles themselves.)
 */
const EMOTION_PREFIXER = /var defaultStylisPlugins = \[prefixer\];/g;
const USER_SELECT_ONLY =
  'var defaultStylisPlugins = [function (element) {\n' +
  "  if (element.type === DECLARATION && element.props === 'user-select' && !element.return)\n" +
  '    element.return = WEBKIT + element.value + element.value;\n' +
  '}];';

/** react-router's production build: the chunk holding its components (the other files pass untouched). */
const REACT_ROUTER = /\/node_modules\/react-router\/dist\/production\/[\w-]+\.mjs$/;

export const PURE_RULES: readonly PureRule[] = [
  {
    test: REACT_ROUTER,
    transform(code, id) {
      if (!code.includes('function LinkWithRef(')) return code;
      let next = rewrite(code, id, FORWARD_REF_CALL, '/* @__PURE__ */ $1');
      next = rewrite(next, id, DISPLAY_NAME_LINE, '');
      next = rewrite(next, id, LINK_PREFETCH, NO_PREFETCH);
      next = rewrite(next, id, LINK_PREFETCH_LINKS, 'return link;');
      next = rewrite(next, id, HYDRATION_DATA, 'hydrationData: opts?.hydrationData');
      next = rewrite(next, id, INSTRUMENTED, 'if (false) {');
      return rewrite(next, id, RSC_ERROR, '$1false$2');
    },
  },
  {
    test: /\/node_modules\/@emotion\/cache\/dist\/emotion-cache\.browser\.esm\.js$/,
    transform: (code, id) => rewrite(code, id, EMOTION_PREFIXER, USER_SELECT_ONLY),
  },
];

/** A build-only plugin: the dev server and the tests keep the libraries as they are. */
export function pureAnnotations(rules: readonly PureRule[] = PURE_RULES): Plugin {
  return {
    name: 'webtoon:pure-annotations',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const rule = rules.find((r) => r.test.test(id));
      if (!rule) return null;
      const next = rule.transform(code, id);
      return next === code ? null : { code: next, map: null };
    },
  };
}
