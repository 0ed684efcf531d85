// Debian's Chromium, as Playwright and the bench launch it here: Playwright cannot download its own browser on this
// network, and without the background-networking flags Chromium keeps trying hosts it cannot reach.
/** The full browser: the bench (Lighthouse audits what a reader's Chrome does) and the screenshots. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
/**
 * The end-to-end flows' browser: Debian's package of Chromium's headless shell (the same version, built without the
 * browser's UI), which is what Playwright itself runs for headless tests. It renders the same pages for about half
 * the CPU: the 148 flows took 4.6 minutes instead of 7.1 on an idle 2-core machine (docs/decisions.md).
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
