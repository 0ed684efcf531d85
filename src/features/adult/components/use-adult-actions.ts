import { apiErrorOf } from '@/api';
import { useAppDispatch } from '@/session';
import { setAdultContentShown, verifyAdult } from '@/session/adult-thunks';
import { useMemo } from 'react';
import { openKrVerification, postToProvider } from '../kr-verification';

/** What the popup asks of the session: both answer once the store holds the new state (user, tokens). */
export interface AdultActions {
  /** Adult verification with a birth date (birthday mode) or the stored one (yes/no platforms). */
  verify(birthedAt: string | null): Promise<{ ok: boolean; code: string | null }>;
  /** Switches adult content on for an adult who turned it off. */
  enableAdultContent(): Promise<boolean>;
  /**
   * The Korean step: opens a verification and posts its form to the identity provider, so the page leaves (ok); a
   * refusal answers its code and the API's reason. `returnTo` is where the return screen sends the reader after.
   */
  startKrVerification(returnTo: string): Promise<{ ok: boolean; code: string | null; reason?: string }>;
}

async function startKrVerification(returnTo: string) {
  try {
    postToProvider(await openKrVerification(), returnTo);
    return { ok: true, code: null };
  } catch (error) {
    const { code, message } = apiErrorOf(error);
    return { ok: false, code, ...(message !== code ? { reason: message } : {}) };
  }
}

export function useAdultActions(): AdultActions {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      verify: (birthedAt) => dispatch(verifyAdult({ birthedAt })),
      enableAdultContent: () => dispatch(setAdultContentShown(true)),
      startKrVerification,
    }),
    [dispatch],
  );
}
