// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '@/api';
import type { ContentDetail, ContentPage, EpisodeItem } from '@/domain/catalog';
import type { OwnedTitle } from '@/domain/coins';
import { authClient } from '@/auth-client';
import { selectCoin, signInWithCredentials } from '@/session';
import { DEMO_PASSWORD, startApiServer, type ApiTestServer } from '@/testing/api-server';
import { withCookieJar } from '@/testing/cookie-jar';
import { makeTestStore } from '@/testing/store';
import { purchaseApi } from './api';

// The purchase endpoints against the reference API: the wire format the sheet, the ticket and auto-continue rely on.
let api: ApiTestServer;
const jar = withCookieJar();

beforeAll(async () => {
  api = await startApiServer({ fetch: jar.fetch });
}, 60_000);
afterAll(() => api.close());
beforeEach(() => {
  jar.cookies.clear();
  authClient.reset();
  authClient.configure({ base: `${api.url}/api/auth`, fetch: jar.fetch });
});

async function signedIn(email: string) {
  const store = makeTestStore();
  const outcome = await store.dispatch(
    signInWithCredentials({ email, password: DEMO_PASSWORD, callbackUrl: `${api.url}/my` }),
  );
  if (!outcome.ok) throw new Error(`sign-in failed: ${outcome.code}`);
  return store;
}

/** A wait-until-free title with its episodes for this reader (the store's token is the bearer). */
async function waitFreeTitle(): Promise<ContentDetail> {
  const page = await call<ContentPage>('backend', 'get', 'contents', {
    searchParams: { list: 'RANKING', sort: 'FREETIME', size: 1 },
  });
  return call<ContentDetail>('backend', 'get', `contents/${page.items[0]!.id}`);
}

const withState = (episodes: EpisodeItem[], test: (episode: EpisodeItem) => boolean) => {
  const found = episodes.find(test);
  if (!found) throw new Error('no such episode in the seed');
  return found;
};

describe('purchase endpoints against the reference API', () => {
  it('previews, rents once under one key (a retry replays it), and updates the coin snapshot', async () => {
    const store = await signedIn('rich@example.com');
    const title = await waitFreeTitle();
    const episode = withState(title.episodes, (e) => e.state.kind === 'WAIT_FREE' || e.state.kind === 'LOCKED');
    const request = { contentId: title.id, episodeIds: [episode.id], kind: 0 as const };

    const preview = await store.dispatch(purchaseApi.endpoints.purchasePreview.initiate(request)).unwrap();
    expect(preview).toMatchObject({ kind: 0, total: title.sale.rentPrice, shortfall: 0, rentalHours: 72 });
    expect(preview.lines).toEqual([
      { episodeId: episode.id, number: episode.number, name: episode.name, price: title.sale.rentPrice },
    ]);
    // Bonus coins pay first.
    expect(preview.parts[0]).toMatchObject({ kind: 'BONUS', amount: title.sale.rentPrice });

    const write = { key: 'contract-rent-0001', body: request };
    const first = await store.dispatch(purchaseApi.endpoints.purchaseEpisodes.initiate(write)).unwrap();
    expect(first.episodes).toEqual([
      { episodeId: episode.id, state: { kind: 'RENTED', expiresAt: expect.any(Number) } },
    ]);
    expect(selectCoin(store.getState())).toEqual(first.wallet.balance);
    expect(first.wallet.balance.BONUS).toBe(preview.wallet.balance.BONUS - title.sale.rentPrice);

    const again = await store.dispatch(purchaseApi.endpoints.purchaseEpisodes.initiate(write)).unwrap();
    expect(again.purchaseId).toBe(first.purchaseId);
    expect(again.wallet).toEqual(first.wallet);

    const another = await store.dispatch(
      purchaseApi.endpoints.purchaseEpisodes.initiate({ key: 'contract-rent-0002', body: request }),
    );
    expect(another.error).toEqual({ code: 'RENT_PURCHASE_IMPOSSIBLE', status: 400 });
    const owned = await call<OwnedTitle[]>('backend', 'get', 'library/my');
    expect(owned.find((item) => item.content.id === title.id)).toMatchObject({ rented: 1 });
  });

  it('unlocks a waiting episode with the ready ticket once, then waits for the next ticket', async () => {
    const store = await signedIn('adult@example.com');
    const title = await waitFreeTitle();
    const [first, second] = title.episodes.filter((e) => e.state.kind === 'WAIT_FREE' && e.state.ticketAt === null);
    if (!first || !second) throw new Error('the seed has no two waiting episodes');

    const used = await store
      .dispatch(
        purchaseApi.endpoints.redeemWaitFree.initiate({
          key: 'contract-ticket-0001',
          body: { contentId: title.id, episodeId: first.id },
        }),
      )
      .unwrap();
    expect(used).toMatchObject({ episodeId: first.id, state: { kind: 'RENTED' }, nextTicketAt: expect.any(Number) });

    const refused = await store.dispatch(
      purchaseApi.endpoints.redeemWaitFree.initiate({
        key: 'contract-ticket-0002',
        body: { contentId: title.id, episodeId: second.id },
      }),
    );
    expect(refused.error).toEqual({ code: 'RENT_PURCHASE_IMPOSSIBLE', status: 400 });
    const after = await call<ContentDetail>('backend', 'get', `contents/${title.id}`);
    expect(after.episodes.find((e) => e.id === second.id)!.state).toMatchObject({
      kind: 'WAIT_FREE',
      ticketAt: used.nextTicketAt,
    });
  });

  it('previews a shortfall instead of refusing, and the purchase refuses with COIN_INSUFFICIENT', async () => {
    const store = await signedIn('minor@example.com');
    const title = await waitFreeTitle();
    const locked = title.episodes.filter((e) => e.state.kind === 'WAIT_FREE' || e.state.kind === 'LOCKED');
    const request = { contentId: title.id, episodeIds: locked.map((e) => e.id), kind: 1 as const };
    const preview = await store.dispatch(purchaseApi.endpoints.purchasePreview.initiate(request)).unwrap();
    // The demo minor holds 500 coins (server/db/seed.ts), short of every locked episode of a title at once.
    expect(preview.shortfall).toBeGreaterThan(0);
    expect(preview.shortfall).toBe(preview.total - 500);
    const refused = await store.dispatch(
      purchaseApi.endpoints.purchaseEpisodes.initiate({ key: 'contract-short-0001', body: request }),
    );
    expect(refused.error).toEqual({ code: 'COIN_INSUFFICIENT', status: 400 });
  });
});
