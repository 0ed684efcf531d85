import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SMS_RESEND_SECONDS } from '../../../src/domain/phone';
import { createApp } from '../../app';
import { SMS_SEND_LIMIT } from '../../services/accounts/phone-codes';
import { dataOf, failureOf, phoneCalls, phoneReader, type TestContext } from '../../testing';
import { type SecondInstance, twoInstances } from '../../testing/two-instances';

// Found from outside: a burst of 20 requests for one number sent one SMS, but its 15 refusals were counted as sends,
// so the number's owner could not get a recovery code for the rest of the hour. On PostgreSQL (TEST_DATABASE_URL)
// the burst runs on two API instances over one database.
let ctx: TestContext;
let second: SecondInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ ctx, second, close } = await twoInstances({ config: { trustProxy: true } }));
});
afterEach(() => ctx.clock.set(null));
afterAll(() => close());

const smsTo = async (phone: string) =>
  (await ctx.outbox.list()).filter((row) => row.channel === 'SMS' && row.recipient === phone).length;
const codeOf = (reply: { status: number; body: unknown }) =>
  failureOf(reply as Parameters<typeof failureOf>[0]).code ?? 'SENT';

describe('the SMS send limit counts sends, and only sends', () => {
  it('20 parallel requests send one SMS (the rest: ALREADY_SEND_SMS); the hour’s other sends stay the owner’s', async () => {
    const { phone } = await phoneReader(ctx);
    const apps = [phoneCalls(ctx.app), phoneCalls(second.app)];
    const start = await ctx.clock.now();
    await ctx.clock.set(start);
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => apps[i % 2]!.send(phone)));
    const tally = burst.map(codeOf).reduce<Record<string, number>>((t, c) => ({ ...t, [c]: (t[c] ?? 0) + 1 }), {});
    expect(tally).toEqual({ SENT: 1, ALREADY_SEND_SMS: 19 });
    expect(await smsTo(phone)).toBe(1);
    // The owner asks again after each resend interval: every one of the hour's sends is there.
    for (let n = 1; n < SMS_SEND_LIMIT.attempts; n += 1) {
      await ctx.clock.set(new Date(start.getTime() + n * (SMS_RESEND_SECONDS + 1) * 1000));
      dataOf(await apps[n % 2]!.send(phone));
    }
    expect(await smsTo(phone)).toBe(SMS_SEND_LIMIT.attempts);
    await ctx.clock.set(new Date(start.getTime() + SMS_SEND_LIMIT.attempts * (SMS_RESEND_SECONDS + 1) * 1000));
    const over = await apps[0]!.send(phone);
    expect(failureOf(over)).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // An hour after the first send the number may have codes again.
    await ctx.clock.set(new Date(start.getTime() + (SMS_SEND_LIMIT.windowSeconds + 1) * 1000));
    dataOf(await apps[1]!.send(phone));
  });

  it('sends that fail at the gateway use none of the hour’s sends', async () => {
    const { phone } = await phoneReader(ctx);
    const broken = phoneCalls(
      createApp({
        ...ctx.deps,
        config: {
          ...ctx.config,
          sms: { provider: 'http', url: 'http://127.0.0.1:9/sms', token: 't', sender: undefined },
        },
      }),
    );
    for (let i = 0; i <= SMS_SEND_LIMIT.attempts; i += 1)
      expect(failureOf(await broken.send(phone))).toEqual({ status: 503, code: 'SERVER_ERROR' });
    dataOf(await phoneCalls(ctx.app).send(phone));
    expect(await smsTo(phone)).toBe(1);
  });
});
