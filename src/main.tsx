import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { inNextTask } from './app/next-task';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { env } from './config/env';
import { locale, t } from './i18n';
import { installContentProtection } from './lib/content-protection';

// index.html is shared by all five bundles; the bundle knows its one language.
document.documentElement.lang = locale;
document.title = t('common.appName');
if (env.blockDevtools) installContentProtection();
// Spec §6: a campaign's ?marketingCode= and a Meta ad's ?fbclid= are kept (src/lib/landing.ts, loaded only then).
if (/marketingCode=|fbclid=/.test(location.search))
  void import('./lib/landing').then((m) => m.keepLanding(location.search));
// Uncaught errors go to the log beacon (src/lib/log-beacon.ts), which loads with the first one. A beacon that cannot
// load (offline, a chunk gone after a deploy) is not asked for again: its own failure would be the next error.
let beaconLost = false;
for (const type of ['error', 'unhandledrejection'])
  addEventListener(type, (event) => {
    if (!beaconLost)
      import('./lib/log-beacon').then(
        (m) => m.logEvent(event),
        () => (beaconLost = true),
      );
  });

// Issue 29: the service worker registers after the page's load, when idle (src/pwa/register.ts). The dev server has
// no /sw.js: there the registration fails quietly. index.html starts this bundle once the first screen's images have
// painted, which may be after the load event.
const registerWorker = () =>
  import('./pwa/register').then(
    (m) => m.registerWhenIdle(),
    () => undefined,
  );
if (document.readyState === 'complete') registerWorker();
else addEventListener('load', registerWorker, { once: true });

/** The store, the router (its route table, the first navigation, the page's module) and the first render. */
function start(): void {
  const { store } = makeStore();
  const router = createAppRouter(store);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  // The first render as a transition, which React renders in slices of a few milliseconds that yield to the browser
  // (the image preloads, the network), instead of one task of the whole first screen (130-170 ms at 4x CPU).
  // index.html's own content stays until the first commit, as before.
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider store={store} router={router} />
      </StrictMode>,
    ),
  );
}

// Issue 30: evaluating the entry's modules is one task already (~130 ms at 4x CPU); the start runs in the next one
// (the router's start alone was ~60 ms), so that neither makes the other longer.
inNextTask(start);
