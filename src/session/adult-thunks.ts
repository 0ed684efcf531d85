import { call, apiErrorOf } from '@/api';
import { authClient } from '@/auth-client';
import { reloadProfile } from './session-thunks';
import type { AppThunk } from './store-types';
import type { TokenPair } from '@/domain/user';
import { updateUser, withNewTokens, type UserUpdateOutcome } from './user-update-thunks';

export type AdultVerificationOutcome = UserUpdateOutcome;

const codeOf = (error: unknown) => apiErrorOf(error).code;

/** Adult authentication errors are only written to debug (spec §8). */
function logged(verify: AppThunk<Promise<AdultVerificationOutcome>>): AppThunk<Promise<AdultVerificationOutcome>> {
  return async (dispatch) => {
    const outcome = await dispatch(verify);
    if (!outcome.ok) void authClient.log('debug', 'ADULT_AUTH_ERROR', { code: outcome.code });
    return outcome;
  };
}

/**
 * Spec §4 adult verification (PUT front /user, action ADULT): the API checks the birth date, marks the reader adult
 * and answers new tokens, stored like a refresh's; then user and coin are reloaded (updateUser). `birthedAt` is the
 * picked date in birthday mode, the stored one (or null) elsewhere. The caller reloads the page. The code is
 * INVALID_PARAMETER for a birth date the API does not accept.
 */
export function verifyAdult(args: { birthedAt: string | null }): AppThunk<Promise<AdultVerificationOutcome>> {
  return logged(updateUser({ action: 'ADULT', verifyAdultRequest: { birthedAt: args.birthedAt } }));
}

/**
 * Korean adult verification (POST front /user/auth/adult/kr): the identity provider's signed result, taken once; new
 * tokens as verifyAdult. A refusal carries the API's reason (FORGED, USED, EXPIRED, UNDER_AGE, NOT_KOREAN_IP).
 */
export function verifyAdultKr(encodeData: string): AppThunk<Promise<AdultVerificationOutcome>> {
  return logged(
    withNewTokens((tokens) =>
      call<TokenPair>('front', 'post', 'user/auth/adult/kr', {
        json: { encodeData, refreshToken: tokens.refreshToken },
        token: tokens.accessToken,
        refreshOnExpiry: false,
      }),
    ),
  );
}

type ContentFlag = 'adult' | 'BL';

function setFlag(flag: ContentFlag, value: boolean): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    try {
      await call<unknown>('front', 'put', `user/${flag}/toggle/${value}`);
    } catch (error) {
      // Spec §8 "Silent failures": a toggle that did not go through is only logged.
      void authClient.log('warn', flag === 'adult' ? 'ADULT_TOGGLE_ERROR' : 'BL_TOGGLE_ERROR', { code: codeOf(error) });
      return false;
    }
    await dispatch(reloadProfile());
    return true;
  };
}

/**
 * PUT front /user/adult/toggle/{value}, then user data reloaded (spec §4 "Toggles": the my page sends the inverse
 * of the current flag). Answers whether the API took it; a refusal is only logged.
 */
export function setAdultContentShown(shown: boolean): AppThunk<Promise<boolean>> {
  return setFlag('adult', shown);
}

/** PUT front /user/BL/toggle/{value}, then user data reloaded; a refusal is only logged. */
export function setBlShown(shown: boolean): AppThunk<Promise<boolean>> {
  return setFlag('BL', shown);
}
