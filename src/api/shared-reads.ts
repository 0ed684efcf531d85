import type { RecentItem } from '@/domain/catalog';
import type { CoinProduct, Wallet } from '@/domain/coins';
import { rootApi } from './root-api';

/**
 * Reads that more than one feature shows. Features never import each other, so these are declared here once: one
 * endpoint is one cache entry, one tag and one freshness rule, where two features' copies of a call could each
 * override the other's endpoint and disagree about how long an answer stays true. Import from
 * '@/api/shared-reads' (it loads RTK Query, like '@/api/root-api').
 */
export const sharedReadsApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /coin/user for the shop's balance card and the wallet's mileage exchange. Cached per reader (the reader
    // key); both screens ask again on entering (refetchOnMountOrArgChange at the call), since the balance is what
    // the reader decides on, and every money write invalidates 'Wallet'.
    readerWallet: build.query<Wallet, string>({
      query: () => ({ group: 'backend', path: 'coin/user' }),
      providesTags: ['Wallet'],
    }),
    // GET /library/recent for the library's recent list and the detail page's "continue" episode. Cached per reader
    // like the library's other lists, so a reader signing in on the same tab never sees the previous reader's
    // positions (the detail page's copy was cached for whoever was signed in); kept the hour of spec §9 otherwise,
    // as saving reading progress and favourite changes invalidate 'Library'.
    recentReads: build.query<RecentItem[], string>({
      query: () => ({ group: 'backend', path: 'library/recent' }),
      providesTags: ['Library'],
    }),
    // GET /payment/products: the shop's packages, and the rate every coin price is valued at beside it (the detail
    // page, the viewer, the purchase sheet: src/ui/coin-value.tsx). Cached per reader, as the stock and what this
    // reader bought decide which packages are on sale; a charge or a payment invalidates 'Coin'.
    coinProducts: build.query<CoinProduct[], string>({
      query: () => ({ group: 'backend', path: 'payment/products' }),
      providesTags: ['Coin'],
    }),
  }),
});

export const { useReaderWalletQuery, useRecentReadsQuery, useCoinProductsQuery } = sharedReadsApi;
