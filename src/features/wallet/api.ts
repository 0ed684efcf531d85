import type { KeyedWrite } from '@/api';
import { rootApi } from '@/api/root-api';
import {
  IDEMPOTENCY_HEADER,
  type HistoryPage,
  type MileageExchangeRequest,
  type MileageExchangeResult,
  type Payment,
  type PaymentOutcome,
} from '@/domain/coins';

/** The three histories of spec §2, each in its platform window (docs/api.md). */
export const HISTORY_KINDS = ['charge', 'use', 'mileage'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

export interface HistoryArg {
  kind: HistoryKind;
  /** Whose history (the reader's id): a sign-in as someone else never shows the previous reader's rows. */
  reader: string;
}

/**
 * The wallet screens' calls: the balance, the histories paged by cursor, the reader's payments (which tell whether
 * a charge may still be refunded), refunds and the mileage exchange. Tags: 'Wallet' for the balance, 'History' for
 * the histories and payments, 'Coin' for the shop's packages (a refund returns a limited unit to the stock).
 */
export const walletApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    coinHistory: build.infiniteQuery<HistoryPage, HistoryArg, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        group: 'backend',
        path: `history/${queryArg.kind}`,
        ...(pageParam ? { searchParams: { cursor: pageParam } } : {}),
      }),
      providesTags: ['History'],
    }),
    walletPayments: build.query<Payment[], string>({
      query: () => ({ group: 'backend', path: 'payment' }),
      providesTags: ['History'],
    }),
    refundPayment: build.mutation<PaymentOutcome, KeyedWrite<{ id: string }>>({
      query: ({ key, body }) => ({
        group: 'backend',
        path: `payment/${encodeURIComponent(body.id)}/refund`,
        method: 'post',
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
      // A refused refund (spent, expired, too late) also means the list is out of date.
      invalidatesTags: (result, error) =>
        result ? ['Wallet', 'Coin', 'History'] : error?.code === 'REFUND_IMPOSSIBLE' ? ['History'] : [],
    }),
    exchangeMileage: build.mutation<MileageExchangeResult, KeyedWrite<MileageExchangeRequest>>({
      query: ({ key, body }) => ({
        group: 'backend',
        path: 'mileage/exchange',
        method: 'post',
        json: body,
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
      // More points than the API says the reader holds: the balance shown was out of date.
      invalidatesTags: (result, error) =>
        result ? ['Wallet', 'History'] : error?.code === 'MILEAGE_INSUFFICIENT' ? ['Wallet'] : [],
    }),
  }),
});

export const {
  useCoinHistoryInfiniteQuery,
  useWalletPaymentsQuery,
  useRefundPaymentMutation,
  useExchangeMileageMutation,
} = walletApi;
