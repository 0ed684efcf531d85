import { LoginNewUserScreen } from '@/features/auth';
import { COOKIES } from '@/domain/constants';
import { setCookie } from '@/lib/cookies';
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
  return (
    <LoginNewUserScreen
      termsHref={paths.policy.href()}
      privacyHref={paths.privacy.href()}
      onDone={() => navigate(callback, { replace: true })}
    />
  );
}
