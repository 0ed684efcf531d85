import type { PhoneCodeSent, PhonePurpose, PhoneVerified } from '../../src/domain/phone';
import type { App } from '../app';
import type { Database } from '../db/client';
import type { Outbox } from '../lib/outbox';
import { signUpReader } from './readers';
import { callJson, dataOf, type JsonReply } from './requests';

let counter = 0;

/** A valid Japanese mobile number no other test uses (E.164). */
export function uniqueJapanesePhone(): string {
  counter += 1;
  return `+8190${String(20_000_000 + (((Date.now() % 1_000_000) * 10 + counter) % 70_000_000))}`;
}

/** A reader with a password, registered with a fresh mobile number, signed in. */
export async function phoneReader(ctx: { app: App; db: Database }, label = 'phone') {
  const phone = uniqueJapanesePhone();
  const reader = await signUpReader(ctx, label, { phone });
  return { ...reader, phone };
}

/** One address per number, so the per-address send limit of one test never meets another's. */
const addressOf = (phone: string) => `10.${phone.slice(-6, -4)}.${phone.slice(-4, -2)}.${phone.slice(-2)}`;

export const phoneCalls = (app: App) => ({
  send: (phone: string, purpose: PhonePurpose = 'PASSWORD'): Promise<JsonReply<PhoneCodeSent>> =>
    callJson(app, 'POST', '/api/backend/auth/phone/code', {
      body: { phone, purpose },
      headers: { 'x-forwarded-for': addressOf(phone) },
    }),
  verify: (phone: string, code: string, purpose: PhonePurpose = 'PASSWORD'): Promise<JsonReply<PhoneVerified>> =>
    callJson(app, 'POST', '/api/backend/auth/phone/verify', { body: { phone, purpose, code } }),
  reset: (ticket: string, password: string) =>
    callJson(app, 'POST', '/api/backend/auth/phone/password', { body: { ticket, password } }),
});

/** The code of the newest SMS to `phone` in the outbox (what the reader types from the message). */
export async function lastSmsCode(outbox: Outbox, phone: string): Promise<string> {
  const sms = (await outbox.list()).find((row) => row.channel === 'SMS' && row.recipient === phone);
  const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error(`No SMS with a code to ${phone}.`);
  return code;
}

/** Sends a code, reads it from the outbox and verifies it: the ticket of a PASSWORD verification. */
export async function verifiedTicket(ctx: { app: App; outbox: Outbox }, phone: string): Promise<string> {
  const calls = phoneCalls(ctx.app);
  dataOf(await calls.send(phone));
  const verified = dataOf(await calls.verify(phone, await lastSmsCode(ctx.outbox, phone)));
  if (!verified.ticket) throw new Error('A PASSWORD verification without a ticket.');
  return verified.ticket;
}
