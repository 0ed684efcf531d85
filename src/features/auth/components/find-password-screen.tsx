import { apiErrorOf } from '@/api';
import { Link } from 'react-router-dom';
import { useRequestResetMailMutation } from '../recovery-api';
import { t } from '../recovery-texts';
import { AuthScreen, Note } from './auth-screen';
import { FindPasswordForm } from './find-password-form';

/** Forgot password by e-mail: the address, then a link valid one hour in the mailbox (spec §4). */
export function FindPasswordScreen({ loginHref }: { loginHref: string }) {
  const [requestMail] = useRequestResetMailMutation();

  async function submit(email: string) {
    const result = await requestMail({ email });
    return result.error ? { ok: false, code: apiErrorOf(result.error).code } : { ok: true, code: null };
  }

  return (
    <AuthScreen title={t('recovery.find.title')}>
      <Note>{t('recovery.find.intro')}</Note>
      <FindPasswordForm onSubmit={submit} />
      <Note>
        <Link to={loginHref}>{t('recovery.find.toLogin')}</Link>
      </Note>
    </AuthScreen>
  );
}
