import { LoginNewUserScreen } from '@/features/auth';
import { COOKIES } from '@/domain/constants';
import { setCookie } from '@/lib/cookies';
import { useAppDispatch } from '@/session';
import { updateUser } from '@/session/user-update-thunks';
import { useNavigate } from 'react-router-dom';
import { paths } from '../paths';
import { useLoginTarget } from './use-login-target';

/** A first sign-in through a provider: the isSignUp cookie tells later screens (sign-up event) about the new account. */
export function loader() {
  setCookie(COOKIES.isSignUp.name, 'Y', COOKIES.isSignUp.maxAge);
  return null;
}

export function Component() {
  const { callback } = useLoginTarget();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  // The mail agreement through PUT /user action MAIL (new tokens), the call the settings screen makes.
  const save = async (isAgreeMail: boolean) => {
    const outcome = await dispatch(updateUser({ action: 'MAIL', agreeMailRequest: { isAgreeMail } }));
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
