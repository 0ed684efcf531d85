import type { ReactElement } from 'react';
import { sessionCleared, sessionEstablished } from '@/session';
import { buildCoin, buildTokens, buildUser } from './factories';
import { renderWithProviders } from './render';
import { makeTestStore } from './store';

/** The signed-in reader of renderScreen: user id 7, bearer 'reader-token'. */
export const READER_ID = 7;

export interface ScreenOptions {
  /** The route pattern the screen answers. */
  path: string;
  /** The URL opened (default: the path). */
  route?: string;
  signedIn?: boolean;
}

/** Stand-ins for the pages a screen leads to, so a test sees where the reader went. */
const STUB_PAGES = [
  ['/shop', 'shop page'],
  ['/shop/checkout/:id', 'checkout page'],
  ['/user/login', 'login page'],
  ['/viewer/:id', 'viewer page'],
  ['/detail/:id', 'detail page'],
  ['/history/charge', 'charge history page'],
  ['/history/mileage', 'mileage history page'],
  ['/benefit', 'benefit page'],
  ['/', 'home page'],
] as const;

/**
 * Renders one screen in a memory router beside stand-ins of the pages it leads to, for a signed-in reader or a guest,
 * with the real store, RTK Query, toasts and error handler. The history starts at '/', so "back" has somewhere to go.
 */
export function renderScreen(element: ReactElement, { path, route, signedIn = true }: ScreenOptions) {
  const store = makeTestStore();
  if (signedIn) {
    store.dispatch(
      sessionEstablished({
        user: buildUser({ id: READER_ID }),
        coin: buildCoin({ COIN: 500, BONUS: 100 }),
        tokens: buildTokens({ accessToken: 'reader-token' }),
      }),
    );
  } else {
    store.dispatch(sessionCleared());
  }
  const stubs = STUB_PAGES.filter(([stub]) => stub !== path).map(([stub, text]) => ({
    path: stub,
    element: <p>{text}</p>,
  }));
  return renderWithProviders([{ path, element }, ...stubs], { route: ['/', route ?? path], store });
}
