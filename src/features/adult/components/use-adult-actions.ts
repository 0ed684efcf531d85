import { useAppDispatch } from '@/session';
import { setAdultContentShown, verifyAdult } from '@/session/adult-thunks';
import { useMemo } from 'react';

/** What the popup asks of the session: both answer once the store holds the new state (user, tokens). */
export interface AdultActions {
  /** Adult verification with a birth date (birthday mode) or the stored one (yes/no platforms). */
  verify(birthedAt: string | null): Promise<{ ok: boolean; code: string | null }>;
  /** Switches adult content on for an adult who turned it off. */
  enableAdultContent(): Promise<boolean>;
}

export function useAdultActions(): AdultActions {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      verify: (birthedAt) => dispatch(verifyAdult({ birthedAt })),
      enableAdultContent: () => dispatch(setAdultContentShown(true)),
    }),
    [dispatch],
  );
}
