import platform from '@platform';
import { phoneNumberFor } from '@/domain/rules/phone';
import { SignUpScreen } from '@/features/auth';
import { signUpWithEmail, useAppDispatch } from '@/session';
import { useNavigate } from 'react-router-dom';
import { paths } from '../paths';
import { useLoginTarget } from './use-login-target';

export function Component() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { callback, passOn, porch } = useLoginTarget();

  return (
    <SignUpScreen
      loginHref={paths.login.href(passOn, porch)}
      termsHref={paths.policy.href()}
      privacyHref={paths.privacy.href()}
      checkPhone={(raw) => phoneNumberFor(platform.id, raw)}
      onSubmit={async (values) => {
        // The thunk signs the new account in, so success continues like a login.
        const result = await dispatch(signUpWithEmail(values));
        if (result.ok) navigate(callback, { replace: true });
        return result;
      }}
    />
  );
}
