import type { ReactElement } from 'react';
import type { WithdrawalSummary } from '@/domain/withdrawal';
import { sessionEstablished } from '@/session';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { makeTestStore } from '@/testing/store';

export const HREFS = { my: '/my', home: '/', screen: '/my/withdrawal', confirm: '/mail/withdrawal' } as const;

/** One withdrawal screen at `route` beside stand-ins of My page and the home page, for a signed-in reader. */
export function renderWithdrawal(element: ReactElement, route: string) {
  const store = makeTestStore();
  store.dispatch(
    sessionEstablished({
      user: buildUser({ id: 9, email: 'mia@example.com', nickname: 'Mia' }),
      coin: buildCoin({ COIN: 120 }),
      tokens: buildTokens({ accessToken: 'reader-token' }),
    }),
  );
  const path = route.split('?')[0] ?? route;
  return renderWithProviders(
    [
      { path, element },
      { path: HREFS.my, element: <p>my page</p> },
      { path: HREFS.home, element: <p>home page</p> },
    ],
    { route: ['/', route], store },
  );
}

export function buildWithdrawalSummary(overrides: Partial<WithdrawalSummary> = {}): WithdrawalSummary {
  return {
    email: 'mia@example.com',
    holdings: {
      balance: { COIN: 120, BONUS: 30, FREE_COIN: 5, MILEAGE: 3200 },
      coins: [],
      ownedEpisodes: 12,
      rentedEpisodes: 2,
      rentalsEndFirst: null,
      favorites: 4,
    },
    waitingGifts: 1,
    pending: null,
    ...overrides,
  };
}
