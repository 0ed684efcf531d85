import { LoginNewUserScreen } from '@/features/auth';
import { COOKIES } from '@/domain/constants';
import { TERMS_VERSION } from '@/domain/legal';
import { setCookie } from '@/lib/cookies';
import { useAppDispatch } from '@/session';
import { settleUnlockIntent } from '@/session/unlock-intent';
import { updateUser } from '@/session/user-update-thunks';
import { useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../paths';
import { returnTargetOf, useLoginTarget } from './use-login-target';

/**
 * A first sign-in through a provider: the isSignUp cookie tells later screens (sign-up event) about the new account.
 * A rent or buy kept at the login wall waits through the welcome step only for the page the reader returns to.
 */
export function loader({ request }: LoaderFunctionArgs) {
  setCookie(COOKIES.isSignUp.name, 'Y', COOKIES.isSignUp.maxAge);
  settleUnlockIntent(returnTargetOf(new URL(request.url)));
  return null;
}

export function Component() {
  const { callback } = useLoginTarget();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  // The mail agreement and the consent to the terms through PUT /user action MAIL (new tokens), the call the settings
  // screen makes: the API records the version and time as e-mail sign-up does.
  const save = async (isAgreeMail: boolean) => {
    const agreeMailRequest = { isAgreeMail, termsVersion: TERMS_VERSION };
    const outcome = await dispatch(updateUser({ action: 'MAIL', agreeMailRequest }));
    if (!outcome.ok) throw new Error(outcome.code ?? 'UNKNOWN');
  };
  return (
    <LoginNewUserScreen
      termsHref={paths.policy.href()}
      privacyHref={paths.privacy.href()}
      save={save}
      onDone={() => navigate(callback, { replace: true })}
    />
  );
}
