import { WITHDRAWAL_CONFIRM_ROUTE } from '../../../src/domain/withdrawal';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { queueMail, withdrawalMail } from '../../mail';

/** The SPA path of the confirmation page with the link's token. */
export function withdrawalConfirmPath(token: string): string {
  return `${WITHDRAWAL_CONFIRM_ROUTE}?token=${encodeURIComponent(token)}`;
}

export interface WithdrawalMail {
  email: string;
  nickname: string;
  token: string;
  now: Date;
}

/**
 * The withdrawal confirmation mail, in the platform's language with an absolute link, queued inside the request's
 * transaction (the mail exists only if the request does).
 */
export async function sendWithdrawalMail(deps: AppDeps, executor: Executor, mail: WithdrawalMail): Promise<void> {
  await queueMail(deps, executor, {
    to: mail.email,
    type: 'WITHDRAWAL',
    path: withdrawalConfirmPath(mail.token),
    now: mail.now,
    render: (locale, link) => withdrawalMail(locale, { nickname: mail.nickname, link }),
  });
}
