import type { KeyedWrite } from '@/api';
import { rootApi, type TagType } from '@/api/root-api';
import { IDEMPOTENCY_HEADER } from '@/domain/coins';
import type { PurchasePreview, PurchaseRequest, PurchaseResult, WaitFreeRequest, WaitFreeResult } from '@/domain/coins';
import { walletChanged } from '@/session';

/** What a purchase changes: every screen showing an episode's state, the library, the coins and their history. */
export const UNLOCKED_TAGS: TagType[] = ['Title', 'Episode', 'Library', 'Wallet', 'Coin', 'History'];
/** A wait-until-free ticket moves no coins. */
const TICKET_TAGS: TagType[] = ['Title', 'Episode', 'Library'];
/** Refusals that mean the states on screen are stale (the episode is already unlocked): they are read again. */
const STALE_CODES = new Set(['RENT_PURCHASE_IMPOSSIBLE', 'POSSESSION_PURCHASE_IMPOSSIBLE', 'EXIST_LIBRARY']);

const isStale = (error: { code: string } | undefined) => error !== undefined && STALE_CODES.has(error.code);

/** The purchase sheet's calls: what unlocking costs, buying or renting, and the wait-until-free ticket. */
export const purchaseApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    purchasePreview: build.query<PurchasePreview, PurchaseRequest>({
      query: ({ contentId, episodeIds, kind }) => ({
        group: 'backend',
        path: 'purchase/preview',
        searchParams: { contentId, episodeIds: episodeIds.join(','), kind },
      }),
      // A price and a wallet are worth showing only fresh: each opening of the sheet asks again.
      keepUnusedDataFor: 0,
    }),
    purchaseEpisodes: build.mutation<PurchaseResult, KeyedWrite<PurchaseRequest>>({
      query: ({ key, body }) => ({
        group: 'backend',
        path: 'purchase',
        method: 'post',
        json: body,
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
      async onQueryStarted(_write, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(walletChanged(data.wallet.balance));
        } catch {
          // A refusal moved no coins.
        }
      },
      invalidatesTags: (result, error) => (result || isStale(error) ? UNLOCKED_TAGS : []),
    }),
    redeemWaitFree: build.mutation<WaitFreeResult, KeyedWrite<WaitFreeRequest>>({
      query: ({ key, body }) => ({
        group: 'backend',
        path: 'purchase/wait-free',
        method: 'post',
        json: body,
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
      invalidatesTags: (result, error) => (result || isStale(error) ? TICKET_TAGS : []),
    }),
  }),
});

export const { usePurchasePreviewQuery, usePurchaseEpisodesMutation, useRedeemWaitFreeMutation } = purchaseApi;
