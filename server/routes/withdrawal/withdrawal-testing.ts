import type { WithdrawalDone, WithdrawalRequested } from '../../../src/domain/withdrawal';
import { callJson, dataOf, type JsonReply, type TestContext } from '../../testing';

export const REASON = { reason: 'NOT_READING', detail: 'I have no time to read any more.' } as const;

export function askToWithdraw(ctx: Pick<TestContext, 'app'>, token: string, body: unknown = REASON) {
  return callJson<WithdrawalRequested>(ctx.app, 'POST', '/api/backend/withdrawal', { token, body });
}

export function confirmLink(ctx: Pick<TestContext, 'app'>, token: string): Promise<JsonReply<WithdrawalDone>> {
  return callJson<WithdrawalDone>(ctx.app, 'POST', '/api/backend/withdrawal/confirm', { body: { token } });
}

/** The link token of the newest withdrawal mail to `email`, read from the outbox as a reader reads the mail. */
export async function linkTokenOf(ctx: Pick<TestContext, 'outbox'>, email: string): Promise<string> {
  const mail = (await ctx.outbox.list()).find((m) => m.recipient === email && m.meta.type === 'WITHDRAWAL');
  const path = mail?.meta.path;
  if (!path) throw new Error(`No withdrawal mail to ${email}.`);
  const token = new URL(path, 'http://site.test').searchParams.get('token');
  if (!token) throw new Error(`The mail's path has no token: ${path}`);
  return token;
}

/** Asks for the withdrawal (it must be accepted) and answers the mailed link's token. */
export async function requestedLink(
  ctx: Pick<TestContext, 'app' | 'outbox'>,
  reader: { accessToken: string; email: string },
) {
  dataOf(await askToWithdraw(ctx, reader.accessToken));
  return linkTokenOf(ctx, reader.email);
}
