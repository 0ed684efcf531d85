import { hashPassword } from '../../lib/password';
import { callJson, readerOn, type TestContext } from '../../testing';
import type { App } from '../../app';

/** Helpers of the password-reset tests: a reset request from an IP, the latest link mailed to an address. */
export const RESET = '/api/backend/auth/local/reset';

let addresses = 0;
/** A fresh client address per call unless given (the per-IP limits have their own tests). */
export const freshIp = () => `203.0.113.${(addresses += 1) % 250}`;

export const requestMail = (app: App, email: string, ip = freshIp()) =>
  callJson(app, 'POST', `${RESET}/mail`, { body: { email }, headers: { 'x-forwarded-for': ip } });

export const checkLink = (app: App, link: { userId: number; uuid: string }, ip = freshIp()) =>
  callJson<{ email: string }>(
    app,
    'GET',
    `${RESET}/password?${new URLSearchParams({ userId: String(link.userId), uuid: link.uuid })}`,
    { headers: { 'x-forwarded-for': ip } },
  );

export const reset = (app: App, link: { userId: number; uuid: string }, newPassword: string, ip = freshIp()) =>
  callJson(app, 'POST', `${RESET}/password`, { body: { ...link, newPassword }, headers: { 'x-forwarded-for': ip } });

/** The latest reset mail to `email` in the outbox, with the link's parts. */
export async function latestResetMail(ctx: TestContext, email: string) {
  const mail = (await ctx.outbox.list()).find((m) => m.recipient === email && m.meta.type === 'RESET_PASSWORD');
  if (!mail) throw new Error(`No reset mail to ${email}.`);
  const url = new URL(mail.meta.link ?? '');
  return {
    mail,
    url,
    link: { userId: Number(url.searchParams.get('userId')), uuid: url.searchParams.get('uuid') ?? '' },
  };
}

/** An e-mail account of `platform` made in the database (the German deployment takes no sign-ups). */
export async function localReaderOn(ctx: TestContext, platform: Parameters<typeof readerOn>[1], password: string) {
  return readerOn(ctx, platform, { passwordHash: await hashPassword(password), nickname: 'Lena' });
}
