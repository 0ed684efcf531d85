import styled from '@emotion/styled';
import { apiErrorOf } from '@/api';
import { Link } from 'react-router-dom';
import { useRequestResetMailMutation } from '../recovery-api';
import { t } from '../recovery-texts';
import { AuthScreen, Note } from './auth-screen';
import { FindPasswordForm } from './find-password-form';

export interface FindPasswordScreenProps {
  loginHref: string;
  /**
   * The SMS reset (spec §4 phone flow), where the platform serves it. It is offered to every reader alike: whether an
   * account has a phone is for the phone flow's own answers to tell, never for this page.
   */
  bySmsHref?: string;
}

/** Forgot password by e-mail: the address, then a link valid one hour in the mailbox (spec §4); or the SMS reset. */
export function FindPasswordScreen({ loginHref, bySmsHref }: FindPasswordScreenProps) {
  const [requestMail] = useRequestResetMailMutation();

  async function submit(email: string) {
    const result = await requestMail({ email });
    return result.error ? { ok: false, code: apiErrorOf(result.error).code } : { ok: true, code: null };
  }

  return (
    <AuthScreen title={t('recovery.find.title')}>
      <Note>{t('recovery.find.intro')}</Note>
      <FindPasswordForm onSubmit={submit} />
      {bySmsHref !== undefined && (
        <Note>
          {t('recovery.find.bySmsHint')}{' '}
          {/* A short link keeps its words together: the sentence wraps before it, never inside it. */}
          <WholeLink to={bySmsHref} data-testid="find-password-by-sms">
            {t('recovery.find.bySms')}
          </WholeLink>
        </Note>
      )}
      <Note>
        <Link to={loginHref}>{t('recovery.find.toLogin')}</Link>
      </Note>
    </AuthScreen>
  );
}

const WholeLink = styled(Link)`
  white-space: nowrap;
`;
