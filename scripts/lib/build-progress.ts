import type { Plugin } from 'vite';

/** How often a line says the build is still compiling. */
const REPORT_EVERY_MS = 5_000;

/**
 * Lines of what a build is doing, with counts, for a person waiting at a terminal (`npm start` builds a bundle on the
 * first run; Vite's own output at the 'warn' level says nothing for a minute). Off unless the build asks for it.
 */
export function buildProgress(print: (line: string) => void = (line) => console.log(line)): Plugin {
  let modules = 0;
  let started = 0;
  let reported = 0;
  const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
  return {
    name: 'webtoon:build-progress',
    apply: 'build',
    buildStart() {
      started = Date.now();
      reported = started;
      print('  compiling the sources…');
    },
    transform() {
      modules += 1;
      if (Date.now() - reported >= REPORT_EVERY_MS) {
        reported = Date.now();
        print(`  ${modules} modules compiled (${elapsed()})`);
      }
      return null;
    },
    renderStart() {
      print(`  ${modules} modules compiled; writing the chunks… (${elapsed()})`);
    },
    writeBundle(_options, bundle) {
      print(`  ${Object.keys(bundle).length} files written; compressing them (brotli, gzip)… (${elapsed()})`);
    },
  };
}
