import { rootApi } from '@/api/root-api';
import type { WithdrawalDone, WithdrawalRequest, WithdrawalRequested, WithdrawalSummary } from '@/domain/withdrawal';

/**
 * The withdrawal calls: what the reader loses (one reader's: the reader key is the cache argument, never kept, as it
 * is the wallet of right now), the request that mails the link, and the link's confirmation.
 */
export const withdrawalApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    withdrawalSummary: build.query<WithdrawalSummary, string>({
      query: () => ({ group: 'backend', path: 'withdrawal' }),
      keepUnusedDataFor: 0,
    }),
    requestWithdrawal: build.mutation<WithdrawalRequested, WithdrawalRequest>({
      query: (body) => ({ group: 'backend', method: 'post', path: 'withdrawal', json: body }),
    }),
    confirmWithdrawal: build.mutation<WithdrawalDone, string>({
      query: (token) => ({ group: 'backend', method: 'post', path: 'withdrawal/confirm', json: { token } }),
    }),
  }),
});

export const { useWithdrawalSummaryQuery, useRequestWithdrawalMutation, useConfirmWithdrawalMutation } = withdrawalApi;
