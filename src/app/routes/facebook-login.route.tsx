import platform from '@platform';
import { FacebookLoginScreen } from '@/features/auth';
import { signInWithProvider } from '@/session';
import { paths } from '../paths';
import { useLoginTarget } from './use-login-target';

export function Component() {
  const { callback, passOn } = useLoginTarget();
  return (
    <FacebookLoginScreen
      available={platform.logins.includes('facebook')}
      onContinue={() => signInWithProvider('facebook', paths.loginSuccess.href(callback))}
      loginHref={paths.login.href(passOn)}
    />
  );
}
