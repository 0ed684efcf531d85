import { useEffect, useState } from 'react';
import { call } from '@/api';
import type { TransferPeriod } from '@/domain/transfer';

export type PeriodState = { status: 'loading' } | { status: 'ready'; period: TransferPeriod } | { status: 'failed' };

/**
 * GET /transfer/period for the note, read with the plain call instead of an RTK Query endpoint: the note is the
 * German bundle's first screen, and RTK Query (about 14 KiB gzip, kept off every first load) would push it past the
 * 150 KiB budget. The answer is one small public fact read once per visit, so no cache is lost.
 */
export function useTransferPeriod(): PeriodState {
  const [state, setState] = useState<PeriodState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    call<TransferPeriod>('backend', 'get', 'transfer/period', { signal: controller.signal }).then(
      (period) => setState({ status: 'ready', period }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
