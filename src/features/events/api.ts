import type { KeyedWrite } from '@/api';
import { rootApi } from '@/api/root-api';
import { IDEMPOTENCY_HEADER } from '@/domain/coins';
import type { EventClaimRequest, EventClaimResult, EventDetail, EventList } from '@/domain/events';

/** A claim moves coins, tickets and (COUPON) the reader's coupons; the event's progress changes with it. */
const CLAIM_TAGS = ['Event', 'Wallet', 'Coin', 'History', 'Roulette', 'Coupon'] as const;

/** The events list, one event with the reader's progress, and claiming a step (docs/api.md, "Events"). */
export const eventsApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    events: build.query<EventList, void>({
      query: () => ({ group: 'backend', path: 'event' }),
      providesTags: ['Event'],
    }),
    // Keyed by the reader too: the progress is the signed-in reader's, and a guest's copy must not show to them.
    eventDetail: build.query<EventDetail, { id: number; reader: string }>({
      query: ({ id }) => ({ group: 'backend', path: `event/${id}` }),
      providesTags: (_result, _error, { id }) => [{ type: 'Event', id }],
    }),
    claimEvent: build.mutation<EventClaimResult, KeyedWrite<{ id: number } & EventClaimRequest>>({
      query: ({ key, body: { id, ...json } }) => ({
        group: 'backend',
        path: `event/${id}/claim`,
        method: 'post',
        json,
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
      invalidatesTags: (result) => (result ? [...CLAIM_TAGS] : []),
    }),
  }),
});

export const { useEventsQuery, useEventDetailQuery, useClaimEventMutation } = eventsApi;
