import { t } from '@/i18n/ns/auth';
import { Link } from 'react-router-dom';
import { AuthScreen, Note } from './auth-screen';
import type { SubmitResult } from './login-form';
import { SignUpForm, type SignUpFormProps } from './signup-form';

export interface SignUpScreenProps {
  onSubmit: SignUpFormProps['onSubmit'];
  checkPhone?: SignUpFormProps['checkPhone'];
  loginHref: string;
  termsHref: string;
  privacyHref: string;
}

export function SignUpScreen({ onSubmit, checkPhone, loginHref, termsHref, privacyHref }: SignUpScreenProps) {
  return (
    <AuthScreen title={t('auth.signup.title')}>
      <SignUpForm onSubmit={onSubmit} checkPhone={checkPhone} termsHref={termsHref} privacyHref={privacyHref} />
      <Note>
        {t('auth.signup.haveAccount')} <Link to={loginHref}>{t('auth.signup.toLogin')}</Link>
      </Note>
    </AuthScreen>
  );
}

export type { SubmitResult };
