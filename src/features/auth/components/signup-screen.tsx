import { t } from '@/i18n/ns/auth';
import { Link } from 'react-router-dom';
import { AuthScreen, Note } from './auth-screen';
import type { SubmitResult } from './login-form';
import { SignUpForm, type SignUpFormProps } from './signup-form';
import { UnlockReasonNote, type UnlockReason } from './unlock-reason';

export interface SignUpScreenProps {
  onSubmit: SignUpFormProps['onSubmit'];
  checkPhone?: SignUpFormProps['checkPhone'];
  loginHref: string;
  termsHref: string;
  privacyHref: string;
  /** Set when the login wall stopped a guest on the way to renting or buying: said above the form. */
  unlockReason?: UnlockReason | null;
}

export function SignUpScreen(props: SignUpScreenProps) {
  const { onSubmit, checkPhone, loginHref, termsHref, privacyHref, unlockReason } = props;
  return (
    <AuthScreen title={t('auth.signup.title')}>
      {unlockReason && <UnlockReasonNote reason={unlockReason} />}
      <SignUpForm onSubmit={onSubmit} checkPhone={checkPhone} termsHref={termsHref} privacyHref={privacyHref} />
      <Note>
        {t('auth.signup.haveAccount')} <Link to={loginHref}>{t('auth.signup.toLogin')}</Link>
      </Note>
    </AuthScreen>
  );
}

export type { SubmitResult };
