import { expect, type APIRequestContext } from '@playwright/test';
import type { ApiEnvelope } from '../../src/domain/errors';

/** A mail of the dev outbox as the test-only endpoint lists it. */
export interface OutboxMail {
  recipient: string;
  subject: string;
  body: string;
  meta: Record<string, string>;
}

/**
 * The newest mail of `type` to `recipient` in the reference API's outbox (`GET /api/test/outbox`, test mode only),
 * waiting until it is there: the API writes it with the request that caused it.
 */
export async function latestMail(request: APIRequestContext, recipient: string, type: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const reply = (await (await request.get('/api/test/outbox')).json()) as ApiEnvelope<OutboxMail[]>;
      if (reply.result !== 'SUCCESS') throw new Error(`outbox: ${reply.error.code}`);
      found = reply.data.find((m) => m.recipient === recipient && m.meta.type === type);
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`No ${type} mail to ${recipient}.`);
  return found;
}
