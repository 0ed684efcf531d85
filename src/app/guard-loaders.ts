import { peekEarlyRead, startEarlyRead, type ApiRead } from '@/api/early-read';
import { bootstrapSession, selectIsLoggedIn } from '@/session';
import type { LoaderFunctionArgs, Params, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import type { PlatformConfig } from '../../platforms/types';
import {
  forwardToLogin,
  requireGuest,
  requireSession,
  requireTransferGuest,
  requireTransferReader,
  requireTransferWhitelist,
} from './guards';
import type { AppStore } from './store';

export type GuardStore = AppStore;

/** The LCP preload never holds the loader up, and a refusal or a failed chunk leaves the screen to say why. */
function preloadFromReply(
  reply: Promise<unknown> | undefined,
  preloadLcp: () => Promise<(reply: unknown) => void>,
): void {
  if (!reply) return;
  void Promise.all([reply, preloadLcp()])
    .then(([data, preload]) => preload(data))
    .catch(() => undefined);
}

interface GuardOptions {
  platform: PlatformConfig;
  bootstrap?: (() => Promise<void>) | undefined;
}

/**
 * The loaders of the route table. Loaders of a match run in parallel, so every guard first awaits the one session
 * bootstrap shared by the whole router: the first screen waits for the session once, later navigations not at all.
 */
export function createGuardLoaders(store: GuardStore, options: GuardOptions) {
  const bootstrap = options.bootstrap ?? (() => store.dispatch(bootstrapSession()));
  let booted: Promise<void> | null = null;
  // A failed bootstrap leaves the reader a guest; the session client logs the failure itself.
  const ready = () => (booted ??= bootstrap().catch(() => undefined));
  const isLoggedIn = () => selectIsLoggedIn(store.getState());
  /**
   * Every guard waits for the session, then applies the German whitelist before its own rule: loaders of one match
   * run in parallel, so a session redirect from a child must never win over the whitelist of the root.
   */
  const gate = async (url: URL) => {
    await ready();
    const redirect = requireTransferWhitelist(url, options.platform);
    if (redirect) throw redirect;
  };

  return {
    async root({ request }: LoaderFunctionArgs) {
      await gate(new URL(request.url));
      return null;
    },
    /** The whitelist is a property of the path, so the root guard runs again whenever the path changes. */
    revalidateRoot({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
      return defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;
    },
    async session({ request }: LoaderFunctionArgs) {
      await gate(new URL(request.url));
      const redirect = requireSession(new URL(request.url), isLoggedIn());
      if (redirect) throw redirect;
      return null;
    },
    async guest({ request }: LoaderFunctionArgs) {
      await gate(new URL(request.url));
      const redirect = requireGuest(new URL(request.url), isLoggedIn());
      if (redirect) throw redirect;
      return null;
    },
    /** The transfer's login: a signed-in reader goes on to the confirm step. */
    async transferGuest({ request }: LoaderFunctionArgs) {
      await gate(new URL(request.url));
      const redirect = requireTransferGuest(isLoggedIn());
      if (redirect) throw redirect;
      return null;
    },
    /** The transfer's confirm and status steps: without a login, the wrong-access page. */
    async transferReader({ request }: LoaderFunctionArgs) {
      await gate(new URL(request.url));
      const redirect = requireTransferReader(isLoggedIn());
      if (redirect) throw redirect;
      return null;
    },
    signInPage({ request }: LoaderFunctionArgs) {
      throw forwardToLogin(new URL(request.url));
    },
    /**
     * A screen's first request, started as soon as the session is known (a signed-in reader's request carries the
     * token) and while the screen's chunks still load, instead of after its first render. The route module's
     * `prefetch` dispatches its query and never waits for the reply: the screen shows its own loading state, and a
     * refusal reaches it as usual. On the route's first visit its chunks are not here yet: `read` names the call,
     * which leaves at once (startEarlyRead) and the query takes its reply over. Once they are, the query asks (or
     * answers from its cache) by itself. `preloadLcp` (a small chunk of the screen's feature) derives the screen's
     * largest image from that reply and preloads it, so the image loads while the screen's chunks still do.
     */
    prefetch(
      load: () => Promise<{ prefetch(store: GuardStore, params: Params): void }>,
      read?: (params: Params) => ApiRead | null,
      preloadLcp?: () => Promise<(reply: unknown) => void>,
    ) {
      let loaded: { prefetch(store: GuardStore, params: Params): void } | null = null;
      return async ({ request, params }: LoaderFunctionArgs) => {
        await gate(new URL(request.url));
        const early = loaded ? null : read?.(params);
        const forget = early ? startEarlyRead(early) : null;
        if (early && preloadLcp) preloadFromReply(peekEarlyRead(early), preloadLcp);
        try {
          loaded = await load();
          loaded.prefetch(store, params);
        } finally {
          // The query takes the reply within the dispatch's promise chain, or not at all (its cache was fresh).
          if (forget) setTimeout(forget, 0);
        }
        return null;
      };
    },
  };
}
