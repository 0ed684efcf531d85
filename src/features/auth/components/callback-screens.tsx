import { t } from '@/i18n/ns/auth';
import { Button, EmptyState } from '@/ui';
import { Link } from 'react-router-dom';
import { describeLoginError } from '../login-error';
import { AuthScreen } from './auth-screen';

export function LoginErrorScreen({
  error,
  code,
  retryHref,
}: {
  error: string | null;
  code: string | null;
  retryHref: string;
}) {
  return (
    <AuthScreen title={t('auth.loginError.title')}>
      <EmptyState
        title={t('auth.loginError.heading')}
        description={describeLoginError(error, code)}
        action={<Link to={retryHref}>{t('auth.loginError.retry')}</Link>}
      />
    </AuthScreen>
  );
}

export function LogoutSuccessScreen({ homeHref }: { homeHref: string }) {
  return (
    <AuthScreen title={t('auth.logoutSuccess.title')}>
      <EmptyState
        title={t('auth.logoutSuccess.heading')}
        description={t('auth.logoutSuccess.description')}
        action={<Link to={homeHref}>{t('common.toHome')}</Link>}
      />
    </AuthScreen>
  );
}

/**
 * Facebook's in-app browser cannot finish a sign-in started elsewhere; this page lets the reader continue it here.
 * When the platform offers no Facebook login, it explains that and leads back to the login.
 */
export function FacebookLoginScreen(props: { available: boolean; onContinue(): Promise<void>; loginHref: string }) {
  return (
    <AuthScreen title={t('auth.facebook.title')}>
      <EmptyState
        title={props.available ? t('auth.facebook.heading') : t('auth.facebook.unavailable')}
        description={props.available ? t('auth.facebook.description') : undefined}
        action={
          props.available ? (
            <Button type="button" variant="primary" onClick={() => void props.onContinue()}>
              {t('auth.facebook.continue')}
            </Button>
          ) : (
            <Link to={props.loginHref}>{t('auth.loginError.retry')}</Link>
          )
        }
      />
    </AuthScreen>
  );
}
