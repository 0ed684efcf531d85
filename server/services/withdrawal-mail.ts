import { WITHDRAWAL_CONFIRM_ROUTE } from '../../src/domain/withdrawal';
import type { Executor } from '../db/client';
import type { AppDeps } from '../lib/deps';

/** The SPA path of the confirmation page with the link's token. */
export function withdrawalConfirmPath(token: string): string {
  return `${WITHDRAWAL_CONFIRM_ROUTE}?token=${encodeURIComponent(token)}`;
}

export interface WithdrawalMail {
  email: string;
  nickname: string;
  token: string;
  expiresAt: Date;
  now: Date;
}

/**
 * The one place the withdrawal confirmation mail is composed and sent, inside the request's transaction (the mail
 * exists only if the request does). The localized template with an absolute link replaces the body here.
 */
export async function sendWithdrawalMail(deps: AppDeps, executor: Executor, mail: WithdrawalMail): Promise<void> {
  const path = withdrawalConfirmPath(mail.token);
  await deps.outbox.send(
    {
      channel: 'MAIL',
      recipient: mail.email,
      subject: 'Confirm your withdrawal',
      body: `Hello ${mail.nickname}, open this link to close your account: ${path} (valid until ${mail.expiresAt.toISOString()}). If you did not ask for this, ignore this mail: your account stays open.`,
      meta: { type: 'WITHDRAWAL', path },
      createdAt: mail.now,
    },
    executor,
  );
}
