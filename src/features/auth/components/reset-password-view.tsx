import { resetOutcomeOf, type ResetOutcome } from '@/domain/password-reset';
import { LinkButton, type FormSubmitResult } from '@/ui';
import { useState } from 'react';
import { t } from '../recovery-texts';
import { AuthScreen, Note } from './auth-screen';
import { ResetPasswordForm } from './reset-password-form';

/** Where the link stands: being checked, alive (with its account's address), or refused with a code. */
export type ResetLinkState =
  { status: 'checking' } | { status: 'ready'; email: string } | { status: 'refused'; code: string | null };

export interface ResetPasswordViewProps {
  link: ResetLinkState;
  onSubmit(newPassword: string): Promise<FormSubmitResult>;
  loginHref: string;
  /** Where a new link is asked for; left out where no such page is served (then the way out is the login). */
  findPasswordHref?: string;
}

/** Codes the form itself can mend: the reader stays on it and tries another password. */
const MENDABLE = new Set(['EQUAL_PASSWORD', 'INVALID_PW_REGEX', 'INVALID_PARAMETER', 'TOO_MANY_REQUESTS']);

/**
 * `/mail/resetPassword` (spec §2, §4): the e-mail, the new password and its confirmation, and the change button; each
 * outcome (SUCCESS, TIMEOUT, NOT_LOCAL_LOGIN_USER, EQUAL_PASSWORD, UNKNOWN) with its own text.
 */
export function ResetPasswordView({ link, onSubmit, loginHref, findPasswordHref }: ResetPasswordViewProps) {
  const [ended, setEnded] = useState<ResetOutcome | null>(null);
  const outcome = ended ?? (link.status === 'refused' ? resetOutcomeOf(link.code ?? 'UNKNOWN') : null);

  async function submit(newPassword: string): Promise<FormSubmitResult> {
    const result = await onSubmit(newPassword);
    if (result.ok) setEnded('SUCCESS');
    else if (!MENDABLE.has(result.code ?? '')) setEnded(resetOutcomeOf(result.code ?? 'UNKNOWN'));
    return result;
  }

  return (
    <AuthScreen title={t('recovery.reset.title')}>
      {outcome !== null ? (
        <>
          <Note role={outcome === 'SUCCESS' ? 'status' : 'alert'} data-testid="reset-outcome" data-outcome={outcome}>
            {t(`recovery.outcome.${outcome}`)}
          </Note>
          {outcome === 'SUCCESS' || outcome === 'NOT_LOCAL_LOGIN_USER' || !findPasswordHref ? (
            <LinkButton to={loginHref} data-testid="reset-to-login">
              {t('recovery.reset.toLogin')}
            </LinkButton>
          ) : (
            <LinkButton to={findPasswordHref} data-testid="reset-request-again">
              {t('recovery.reset.requestAgain')}
            </LinkButton>
          )}
        </>
      ) : link.status === 'ready' ? (
        <ResetPasswordForm email={link.email} onSubmit={submit} />
      ) : (
        <Note role="status">{t('recovery.reset.loading')}</Note>
      )}
    </AuthScreen>
  );
}
