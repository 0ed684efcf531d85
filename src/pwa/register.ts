import { UPDATED_FLAG } from './update-state';

/**
 * Registers the service worker (src/sw/sw.ts) of a built bundle. Loaded by one dynamic import in src/main.tsx once
 * the first screen is interactive, so it costs the first load nothing but that line.
 *
 * Updates never interrupt reading: a new build's worker installs and waits; at the reader's next navigation inside the
 * app it takes over and the page reloads at the address the reader was going to, then says quietly that it was updated
 * (the flag below survives that reload). The old worker keeps serving the chunks of the build the page runs until then.
 */

/** Where the build writes the worker; scope '/' (the whole site), so no Service-Worker-Allowed header is needed. */
export const SW_URL = '/sw.js';

type Hooks = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Calls `then` once, at the next navigation inside the app: a history entry pushed or replaced by the router (the
 * Navigation API where the browser has it, else a link click), or back/forward.
 */
export function atNextNavigation(then: () => void, target: Hooks = window): void {
  const navigation = (globalThis as { navigation?: EventTarget }).navigation;
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    navigation?.removeEventListener('navigatesuccess', once);
    target.removeEventListener('popstate', once);
    target.removeEventListener('click', onClick, true);
    then();
  };
  // A click on a link of the site is followed by the router's navigation in the same task; run after it.
  const onClick = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link instanceof HTMLAnchorElement && link.origin === location.origin) setTimeout(once, 0);
  };
  if (navigation) navigation.addEventListener('navigatesuccess', once);
  else target.addEventListener('click', onClick, true);
  target.addEventListener('popstate', once);
}

/** Reloads the page at its current address with the "updated" note to show once it is back. */
function reloadUpdated(reload: () => void): void {
  try {
    sessionStorage.setItem(UPDATED_FLAG, '1');
  } catch {
    // No storage: the update still happens, without its note.
  }
  reload();
}

/** What the page asks a waiting worker at a navigation (src/sw/sw.ts); workbox-window's message, for the same worker. */
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

/**
 * The browser's own API rather than workbox-window: the ~2.5 KiB gzip of workbox-window would have come with the first
 * load (it loads before the network is idle), over the 1 KiB that registration may cost.
 */
export function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  reload: () => void = () => location.reload(),
): void {
  if (!container) return;
  const reloadNow = () => reloadUpdated(reload);
  // A page opened before any worker existed gets one by the first install's claim: that is no update.
  let controlled = Boolean(container.controller);
  let takingOver = false;
  container.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    // Reload into the build the new worker serves: now, if this page asked at a navigation; else (another tab asked)
    // at this page's own next navigation.
    if (takingOver) reloadNow();
    else atNextNavigation(reloadNow);
  });
  const takeOverLater = (registration: ServiceWorkerRegistration) =>
    atNextNavigation(() => {
      takingOver = true;
      registration.waiting?.postMessage(SKIP_WAITING);
    });
  container.register(SW_URL, { scope: '/' }).then(
    (registration) => {
      // A new build installed while this page runs an older one waits; it takes over at the next navigation.
      if (registration.waiting && registration.active) takeOverLater(registration);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && registration.active) takeOverLater(registration);
        });
      });
    },
    () => undefined, // No worker (private mode, a refused script): the site works as before, online.
  );
}

/** Registers the worker when the browser is idle after the page's load: after the first screen's own work. */
export function registerWhenIdle(): void {
  const register = () => void registerServiceWorker();
  if (typeof requestIdleCallback === 'function') requestIdleCallback(register, { timeout: 5000 });
  else setTimeout(register, 1);
}
