// Debian's Chromium, as Playwright and the bench launch it here: Playwright cannot download its own browser on this
// network, and without the background-networking flags Chromium keeps trying hosts it cannot reach.
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
