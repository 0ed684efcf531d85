import { apiErrorOf } from '@/api';
import { useResetLinkQuery, useResetPasswordMutation } from '../recovery-api';
import { ResetPasswordView, type ResetLinkState } from './reset-password-view';

export interface ResetPasswordScreenProps {
  /** The link's parts from the URL; null when it lacks one (a cut-off link reads as a dead one). */
  link: { userId: number; uuid: string } | null;
  loginHref: string;
  findPasswordHref?: string;
}

/** The reset page wired to the API: the link is checked first, so a dead one never shows the form. */
export function ResetPasswordScreen({ link, loginHref, findPasswordHref }: ResetPasswordScreenProps) {
  const check = useResetLinkQuery(link ?? { userId: 0, uuid: '' }, { skip: link === null });
  const [resetPassword] = useResetPasswordMutation();

  const state: ResetLinkState =
    link === null
      ? { status: 'refused', code: 'TIMEOUT' }
      : check.data
        ? { status: 'ready', email: check.data.email }
        : check.error
          ? { status: 'refused', code: apiErrorOf(check.error).code }
          : { status: 'checking' };

  async function submit(newPassword: string) {
    if (!link) return { ok: false, code: 'TIMEOUT' };
    const result = await resetPassword({ ...link, newPassword });
    return result.error ? { ok: false, code: apiErrorOf(result.error).code } : { ok: true, code: null };
  }

  return <ResetPasswordView link={state} onSubmit={submit} loginHref={loginHref} findPasswordHref={findPasswordHref} />;
}
