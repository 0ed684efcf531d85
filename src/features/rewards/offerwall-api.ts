import { rootApi } from '@/api/root-api';
import type { Wallet } from '@/domain/coins';
import type { TestOffersReply } from '@/domain/signals';

export interface OfferCompleted {
  coins: number;
  replayed: boolean;
  wallet: Wallet;
}

/** The stand-in offerwall (docs/api.md "Offerwall"): its offers, and completing one (the API signs the callback). */
export const offerwallApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    testOffers: build.query<TestOffersReply, string>({
      query: () => ({ group: 'backend', path: 'offerwall/test/offers' }),
    }),
    completeTestOffer: build.mutation<OfferCompleted, string>({
      query: (id) => ({
        group: 'backend',
        path: `offerwall/test/offers/${encodeURIComponent(id)}/complete`,
        method: 'post',
      }),
      invalidatesTags: (result) => (result ? ['Wallet', 'Coin', 'History'] : []),
    }),
  }),
});

export const { useTestOffersQuery, useCompleteTestOfferMutation } = offerwallApi;
