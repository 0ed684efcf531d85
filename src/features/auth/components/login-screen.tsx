import '@/i18n/ns/auth';
import type { LoginProvider, SocialProvider } from '@/domain';
import { t } from '@/i18n';
import { Link } from 'react-router-dom';
import type { LoginValues } from '../validation';
import { AuthScreen, Note } from './auth-screen';
import { LoginForm, type SubmitResult } from './login-form';
import { SocialLogins } from './social-logins';

export interface LoginScreenProps {
  onSubmit(values: LoginValues): Promise<SubmitResult>;
  providers: readonly LoginProvider[];
  onProvider(provider: SocialProvider): Promise<void>;
  signUpHref: string;
  /** Set when a page that needs a session sent the reader here (`error=SessionRequired`). */
  sessionRequired?: boolean;
}

export function LoginScreen({ onSubmit, providers, onProvider, signUpHref, sessionRequired }: LoginScreenProps) {
  return (
    <AuthScreen title={t('auth.login.title')}>
      {sessionRequired && (
        <Note role="status" data-testid="login-session-required">
          {t('auth.login.sessionRequired')}
        </Note>
      )}
      {providers.includes('email') && <LoginForm onSubmit={onSubmit} />}
      <SocialLogins providers={providers} onSelect={onProvider} />
      <Note>
        {t('auth.login.noAccount')} <Link to={signUpHref}>{t('auth.login.toSignUp')}</Link>
      </Note>
    </AuthScreen>
  );
}
