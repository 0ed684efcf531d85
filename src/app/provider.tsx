import { syncSession } from '@/session';
import { ThemeRoot, ToastProvider } from '@/ui';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { AppRouter } from './router';
import type { AppStore } from './store';

/**
 * Everything around the router: the store, the theme and the toast host. The session stays in step with other
 * tabs and with the tab becoming visible again (spec §4) for as long as the app is mounted.
 */
export function AppProvider({ store, router }: { store: AppStore; router: AppRouter }) {
  useEffect(() => store.dispatch(syncSession()), [store]);
  return (
    <Provider store={store}>
      <ThemeRoot>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ThemeRoot>
    </Provider>
  );
}
