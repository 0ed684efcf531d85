import type { ReactElement } from 'react';
import type { TransferContents, TransferState, TransferSummary } from '@/domain/transfer';
import { sessionCleared, sessionEstablished } from '@/session';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { makeTestStore } from '@/testing/store';

/** Where the transfer screens lead, as stand-ins a test can see (the hrefs a route module would hand in). */
export const HREFS = {
  note: '/transfer/note',
  login: '/transfer/apply/login',
  confirm: '/transfer/apply/confirm',
  status: '/transfer/apply/status',
  wrong: '/transfer/apply/wrong',
  loginForStatus: '/user/login?callback=%2Ftransfer%2Fapply%2Fstatus',
} as const;

const STUBS = [
  [HREFS.note, 'note page'],
  [HREFS.login, 'transfer login page'],
  [HREFS.confirm, 'confirm page'],
  [HREFS.status, 'status page'],
  [HREFS.wrong, 'wrong access page'],
  ['/user/login', 'login page'],
] as const;

/** One transfer screen at `path` beside stand-ins of the other steps, for a signed-in reader or a guest. */
export function renderTransfer(element: ReactElement, { path, signedIn = true }: { path: string; signedIn?: boolean }) {
  const store = makeTestStore();
  if (signedIn) {
    store.dispatch(
      sessionEstablished({
        user: buildUser({ id: 7, email: 'lena@example.de', nickname: 'Lena' }),
        coin: buildCoin({ COIN: 120, BONUS: 30 }),
        tokens: buildTokens({ accessToken: 'reader-token' }),
      }),
    );
  } else {
    store.dispatch(sessionCleared());
  }
  const stubs = STUBS.filter(([stub]) => stub !== path).map(([stub, text]) => ({ path: stub, element: <p>{text}</p> }));
  return renderWithProviders([{ path, element }, ...stubs], { route: ['/', path], store });
}

/** 30.06.2025 23:59 in Berlin. */
export const DEADLINE = Date.parse('2025-06-30T23:59:00+02:00');

export function buildContents(overrides: Partial<TransferContents> = {}): TransferContents {
  return {
    balance: { COIN: 120, BONUS: 30, FREE_COIN: 5, MILEAGE: 400 },
    coins: [
      { kind: 'BONUS', amount: 30, expiresAt: Date.parse('2025-07-15T12:00:00Z') },
      { kind: 'FREE_COIN', amount: 5, expiresAt: Date.parse('2025-08-01T12:00:00Z') },
      { kind: 'COIN', amount: 120, expiresAt: null },
    ],
    ownedEpisodes: 12,
    rentedEpisodes: 2,
    rentalsEndFirst: Date.parse('2025-06-20T10:00:00Z'),
    favorites: 4,
    ...overrides,
  };
}

export function buildSummary(overrides: Partial<TransferSummary> = {}): TransferSummary {
  return {
    source: { email: 'lena@example.de', nickname: 'Lena' },
    target: { kind: 'EXISTING', email: 'lena@example.de', nickname: 'LenaReads' },
    contents: buildContents(),
    deadline: DEADLINE,
    periodEnded: false,
    ...overrides,
  };
}

export function buildState(overrides: Partial<TransferState> = {}): TransferState {
  return {
    status: 'start',
    requestedAt: null,
    expectedAt: null,
    finishedAt: null,
    moved: null,
    target: null,
    deadline: DEADLINE,
    periodEnded: false,
    ...overrides,
  };
}
