import platform from '@platform';
import { LoginScreen } from '@/features/auth';
import { signInWithCredentials, signInWithProvider, useAppDispatch } from '@/session';
import { settleUnlockIntent } from '@/session/unlock-intent';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../paths';
import { unlockReasonFor, useLoginTarget } from './use-login-target';

export function Component() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { callback, passOn, porch, sessionRequired } = useLoginTarget();
  // Read once per target: the reason stays on screen while the reader types, even past the intent's lifetime.
  const unlockReason = useMemo(() => unlockReasonFor(callback), [callback]);

  return (
    <LoginScreen
      providers={platform.logins}
      sessionRequired={sessionRequired}
      unlockReason={unlockReason}
      // The German variant takes no new accounts (its sign-up lands on the transfer note): no way there.
      signUpHref={platform.transferOnly ? undefined : paths.signup.href(passOn, porch)}
      findPasswordHref={platform.transferOnly ? undefined : paths.findPassword.href()}
      findIdHref={platform.transferOnly ? undefined : paths.findId.href()}
      helpHrefs={{
        notice: platform.transferOnly ? undefined : paths.notice.href(),
        faq: paths.faq.href(),
        terms: paths.policy.href(),
        privacy: paths.privacy.href(),
      }}
      onSubmit={async (values) => {
        const result = await dispatch(signInWithCredentials({ ...values, callbackUrl: callback }));
        if (result.ok) {
          settleUnlockIntent(callback);
          void navigate(callback, { replace: true });
        }
        return result;
      }}
      // Social sign-in leaves the site; login-success brings the reader on to the callback afterwards.
      onProvider={(provider) => signInWithProvider(provider, paths.loginSuccess.href(callback))}
    />
  );
}
