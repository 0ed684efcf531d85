import type { KeyedWrite } from '@/api';
import { rootApi } from '@/api/root-api';
import { IDEMPOTENCY_HEADER } from '@/domain/coins';
import type { TransferRequest, TransferState, TransferSummary } from '@/domain/transfer';

const SUMMARY = { type: 'Transfer', id: 'SUMMARY' } as const;
const STATUS = { type: 'Transfer', id: 'STATUS' } as const;

/**
 * The account transfer's signed-in calls (issue 5); the summary and the status belong to one reader (the reader key
 * is the cache argument). A request, or a refusal that says the account already moved, makes the status stale; the
 * summary is left alone, as the confirm step that showed it is being left. The public period read of the note stays
 * off RTK Query (use-transfer-period.ts).
 */
export const transferApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    transferSummary: build.query<TransferSummary, string>({
      query: () => ({ group: 'backend', path: 'transfer/summary' }),
      providesTags: [SUMMARY],
      // The summary is the state of the reader's wallet and library right now: never show an hour-old one.
      keepUnusedDataFor: 0,
    }),
    transferStatus: build.query<TransferState, string>({
      query: () => ({ group: 'backend', path: 'transfer/status' }),
      providesTags: [STATUS],
      keepUnusedDataFor: 0,
    }),
    requestTransfer: build.mutation<TransferState, KeyedWrite<TransferRequest>>({
      query: ({ key, body }) => ({
        group: 'backend',
        path: 'transfer',
        method: 'post',
        json: body,
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
      invalidatesTags: (result, error) => (result || error?.code === 'ALREADY_TRANSFERRED' ? [STATUS] : []),
    }),
  }),
});

export const { useTransferSummaryQuery, useTransferStatusQuery, useRequestTransferMutation } = transferApi;
