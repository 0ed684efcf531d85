import defaultPlatform from '@platform';
import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  type Params,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { episodeRead, titleRead, type ApiRead } from '@/api/early-read';
import type { PlatformConfig } from '../../platforms/types';
import { createGuardLoaders, type GuardStore } from './guard-loaders';
import { isTransferWhitelisted } from './guards';
import { paths } from './paths';
import { idParam } from './routes/id-param';
import { RootErrorBoundary, RouteErrorBoundary } from './shell/error-boundaries';
import { AppLayout } from './shell/app-layout';
import { FirstLoadFallback } from './shell/boot-fallback';

export interface AppRouteOptions {
  /** The platform whose rules the guards apply; a test passes another variant's config. */
  platform?: PlatformConfig;
  /** Loads the session before the first screen; defaults to the session client's bootstrap. */
  bootstrap?: () => Promise<void>;
}

type Guard = ReturnType<typeof createGuardLoaders>;

/** The route every screen's route is a child of: the screens found on navigation are patched in under it. */
const PAGES_ID = 'pages';

/**
 * Every route of spec §2. Each screen is a lazy route module under ./routes; `guard.session` marks the pages that
 * need a session, `guard.guest` the pages only a guest sees. The root loader loads the session once and applies the
 * German whitelist, so no guard ever decides on a session still loading.
 *
 * The first load carries only the reading path's routes, the transfer note and the catch-all (`pages`); the other
 * screens' table (./later-routes.ts) loads when a URL needs it (createAppRouter). `later` puts it in at once: the
 * route tests pass `laterPages` and get the whole table.
 */
export function createAppRoutes(
  store: GuardStore,
  options: AppRouteOptions = {},
  later?: (guard: Guard) => RouteObject[],
): RouteObject[] {
  return buildRoutes(store, options, later).routes;
}

function buildRoutes(store: GuardStore, options: AppRouteOptions, later?: (guard: Guard) => RouteObject[]) {
  const platform = options.platform ?? defaultPlatform;
  const guard = createGuardLoaders(store, { platform, bootstrap: options.bootstrap });
  const screens = later ? [...pages(guard), ...later(guard)] : pages(guard);
  const routes: RouteObject[] = [
    {
      id: 'root',
      loader: guard.root,
      shouldRevalidate: guard.revalidateRoot,
      Component: AppLayout,
      HydrateFallback: FirstLoadFallback,
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          id: PAGES_ID,
          ErrorBoundary: RouteErrorBoundary,
          children: platform.transferOnly ? transferOnly(screens) : screens,
        },
      ],
    },
  ];
  return { routes, guard, platform };
}

/** A screen's first call for the `:id` of its route (none for an id that is not one: the screen refuses it). */
const readById =
  (read: (id: number) => ApiRead) =>
  (params: Params): ApiRead | null => {
    const id = idParam(params);
    return id === null ? null : read(id);
  };

/** The screens of the first load: the reading path (spec §2's order), the transfer note and the catch-all. */
function pages(guard: Guard): RouteObject[] {
  return [
    { path: paths.main.path, lazy: () => import('./routes/main.route') },
    { path: paths.homeTab.path, lazy: () => import('./routes/home-tab.route') },
    {
      path: paths.detail.path,
      loader: guard.prefetch(
        () => import('./routes/detail.route'),
        readById(titleRead),
        () => import('@/features/catalog/detail/cover').then((m) => m.preloadTitleCover),
      ),
      lazy: () => import('./routes/detail.route'),
    },
    // The viewer takes the whole screen: the shell drops its header and navigation for it (AppLayout).
    {
      path: paths.viewer.path,
      handle: { fullScreen: true },
      loader: guard.prefetch(
        () => import('./routes/viewer.route'),
        readById(episodeRead),
        () => import('@/features/viewer/lcp-preload').then((m) => m.preloadEpisodeImage),
      ),
      lazy: () => import('./routes/viewer.route'),
    },
    // The German variant's first screen (its `/` redirects there): in the first table, so it needs no discovery.
    { path: paths.transferNote.path, lazy: () => import('./routes/transfer-note.route') },
    { path: '*', lazy: () => import('./routes/not-found.route') },
  ];
}

/**
 * The German variant serves only the whitelist (spec §2): its table keeps just those screens and sends everything
 * else to the transfer note, so it never loads a screen only to leave it.
 */
function transferOnly(routes: RouteObject[]): RouteObject[] {
  const kept = routes.filter((r) => r.path !== undefined && r.path !== '*' && isTransferWhitelisted(r.path));
  return [...kept, { path: '*', loader: () => redirect(paths.transferNote.href()) }];
}

/**
 * `patchRoutesOnNavigation` for the screens off the first table. React Router asks it whenever a URL matched nothing
 * but the catch-all, and also for every URL with a parameter (`/detail/7`), in case a later route ranks higher: a URL
 * the first table already serves loads nothing, so the reading path never waits for the later table (no later route
 * is matched by a first one: later-routes.test.ts). On the
 * German variant a URL off the whitelist is not looked up either: the catch-all sends it to the transfer note. The
 * table loads once; a failed load (offline, a deploy removed the chunk) reaches the route's error screen like a
 * screen's chunk would, and the next navigation tries again.
 */
function laterPagesOnNavigation(
  first: RouteObject[],
  guard: Guard,
  platform: PlatformConfig,
  load: () => Promise<{ laterPages: (guard: Guard) => RouteObject[] }> = () => import('./later-routes'),
): PatchRoutesOnNavigationFunction {
  let later: Promise<RouteObject[]> | null = null;
  return async ({ path, patch }) => {
    // The matches React Router passes are partial (`/faq` ends on `/`): whether the first table serves a URL is
    // asked of it directly.
    const served = matchRoutes(first, path)?.at(-1)?.route.path;
    if (served !== undefined && served !== '*') return;
    if (platform.transferOnly && !isTransferWhitelisted(path)) return;
    later ??= load().then(
      (m) => {
        const routes = m.laterPages(guard);
        return platform.transferOnly ? routes.filter((r) => r.path && isTransferWhitelisted(r.path)) : routes;
      },
      (error: unknown) => {
        later = null;
        throw error;
      },
    );
    patch(PAGES_ID, await later);
  };
}

/** The first table and the way to the later one: what createAppRouter builds its router from (a test, a memory one). */
export function appRouteTable(
  store: GuardStore,
  options: AppRouteOptions = {},
  load?: () => Promise<{ laterPages: (guard: Guard) => RouteObject[] }>,
) {
  const { routes, guard, platform } = buildRoutes(store, options);
  return { routes, patchRoutesOnNavigation: laterPagesOnNavigation(routes, guard, platform, load) };
}

export function createAppRouter(store: GuardStore, options?: AppRouteOptions) {
  const { routes, patchRoutesOnNavigation } = appRouteTable(store, options);
  return createBrowserRouter(routes, { patchRoutesOnNavigation });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
