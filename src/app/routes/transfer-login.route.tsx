import platform from '@platform';
import { LoginScreen } from '@/features/auth';
import { t } from '@/i18n/ns/transfer';
import { signInWithCredentials, signInWithProvider, useAppDispatch } from '@/session';
import { useNavigate } from 'react-router-dom';
import { paths } from '../paths';

/**
 * `/transfer/apply/login` (guests only, issue 5): the German account's login, by e-mail or the platform's social
 * providers. It always comes back into the transfer, to the confirm step (a social login through login-success),
 * and offers no sign-up: a new account has nothing to move. A reader who forgot the password asks for the reset mail
 * here; the reset ends back on this login.
 */
export function Component() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const next = paths.transferConfirm.href();

  return (
    <LoginScreen
      title={t('pages.transfer.login.title')}
      intro={t('transfer.login.intro')}
      providers={platform.logins}
      findPasswordHref={paths.findPassword.href()}
      onSubmit={async (values) => {
        const result = await dispatch(signInWithCredentials({ ...values, callbackUrl: next }));
        if (result.ok) void navigate(next, { replace: true });
        return result;
      }}
      onProvider={(provider) => signInWithProvider(provider, paths.loginSuccess.href(next))}
    />
  );
}
