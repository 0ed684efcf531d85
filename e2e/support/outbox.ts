import { expect, type APIRequestContext } from '@playwright/test';
import type { ApiEnvelope } from '../../src/domain/errors';

/** A mail or SMS of the dev outbox as the test-only endpoint (`GET /api/test/outbox`, test mode only) lists it. */
export interface OutboxRow {
  id: number;
  channel: 'MAIL' | 'SMS';
  recipient: string;
  subject: string;
  body: string;
  meta: Record<string, string>;
}

async function outbox(request: APIRequestContext): Promise<OutboxRow[]> {
  const reply = (await (await request.get('/api/test/outbox')).json()) as ApiEnvelope<OutboxRow[]>;
  if (reply.result !== 'SUCCESS') throw new Error(`outbox: ${reply.error.code}`);
  return reply.data;
}

/** The newest mail of `type` to `recipient`, waiting until it is there: the API writes it with its request. */
export async function latestMail(request: APIRequestContext, recipient: string, type: string): Promise<OutboxRow> {
  let found: OutboxRow | undefined;
  await expect
    .poll(async () => {
      found = (await outbox(request)).find((m) => m.recipient === recipient && m.meta.type === type);
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`No ${type} mail to ${recipient}.`);
  return found;
}

/** The ids of the SMS already sent to `phone`, so that a flow can wait for the next one. */
export async function smsIds(request: APIRequestContext, phone: string): Promise<number[]> {
  return (await outbox(request)).filter((r) => r.channel === 'SMS' && r.recipient === phone).map((r) => r.id);
}

/** Waits for an SMS to `phone` that is not among `before` and reads the 6-digit code in it, as the reader would. */
export async function nextSmsCode(request: APIRequestContext, phone: string, before: number[]): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const sms = (await outbox(request)).find(
        (r) => r.channel === 'SMS' && r.recipient === phone && !before.includes(r.id),
      );
      code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as string;
}
