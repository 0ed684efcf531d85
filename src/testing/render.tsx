import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { errorRouteHrefs } from '@/app/paths';
import { makeStore, type AppStore } from '@/app/store';
import type { RootState } from '@/session';
import { ApiErrorProvider } from '@/error-handling/api-error-provider';
import { ThemeRoot, ToastProvider } from '@/ui';

export interface RenderOptions {
  /** The initial URL, or the whole history (the last entry is current). */
  route?: string | string[];
  store?: AppStore;
  preloadedState?: Partial<RootState>;
}

export type RenderWithProvidersResult = RenderResult & {
  store: AppStore;
  router: ReturnType<typeof createMemoryRouter>;
  user: ReturnType<typeof userEvent.setup>;
};

/**
 * Renders with what the app has: the real store, theme, toasts, the error handler's dialog and a memory data
 * router. Pass route objects, or a single element that is shown on every URL.
 */
export function renderWithProviders(
  ui: ReactElement | RouteObject[],
  options: RenderOptions = {},
): RenderWithProvidersResult {
  const store = options.store ?? makeStore(options.preloadedState).store;
  const routes: RouteObject[] = Array.isArray(ui) ? ui : [{ path: '*', element: ui }];
  const entries = Array.isArray(options.route) ? options.route : [options.route ?? '/'];
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <ThemeRoot>
        <ToastProvider>
          <ApiErrorProvider routes={errorRouteHrefs}>
            <RouterProvider router={router} />
          </ApiErrorProvider>
        </ToastProvider>
      </ThemeRoot>
    </Provider>,
  );
  return { ...result, store, router, user };
}
