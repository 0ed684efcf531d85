import platform from '@platform';
import { phoneNumberFor } from '@/domain/rules/phone';
import { SignUpScreen } from '@/features/auth';
import { signUpWithEmail, useAppDispatch } from '@/session';
import { settleUnlockIntent } from '@/session/unlock-intent';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../paths';
import { unlockReasonFor, useLoginTarget } from './use-login-target';

export function Component() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { callback, passOn, porch } = useLoginTarget();
  const unlockReason = useMemo(() => unlockReasonFor(callback), [callback]);

  return (
    <SignUpScreen
      loginHref={paths.login.href(passOn, porch)}
      termsHref={paths.policy.href()}
      privacyHref={paths.privacy.href()}
      checkPhone={(raw) => phoneNumberFor(platform.id, raw)}
      unlockReason={unlockReason}
      onSubmit={async (values) => {
        // The thunk signs the new account in, so success continues like a login.
        const result = await dispatch(signUpWithEmail(values));
        if (result.ok) {
          settleUnlockIntent(callback);
          void navigate(callback, { replace: true });
        }
        return result;
      }}
    />
  );
}
