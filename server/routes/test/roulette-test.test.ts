import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouletteSpinResult, RouletteState } from '../../../src/domain/roulette';
import { forceNextPrize, grantTickets } from '../../services/rewards';
import { callJson, createTestContext, dataOf, failureOf, signUpReader, type TestContext } from '../../testing';

let ctx: TestContext;
let plain: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  plain = await createTestContext({ config: { testMode: false, nodeEnv: 'production', production: true } });
});
afterAll(async () => {
  await ctx.close();
  await plain.close();
});

describe('test-only roulette routes', () => {
  it('grant tickets to a reader and force the prize of their next spin, once', async () => {
    const reader = await signUpReader(ctx, 'wheel');
    const granted = await callJson<{ tickets: number }>(ctx.app, 'POST', '/api/test/roulette/tickets', {
      body: { email: reader.email, amount: 2 },
    });
    expect(dataOf(granted)).toEqual({ tickets: 2 });
    dataOf(
      await callJson(ctx.app, 'POST', '/api/test/roulette/next-prize', {
        body: { email: reader.email, kind: 'PHYSICAL' },
      }),
    );
    const spin = () =>
      callJson<RouletteSpinResult>(ctx.app, 'POST', '/api/backend/roulette/spin', {
        token: reader.accessToken,
        headers: { 'idempotency-key': `test-${randomUUID()}` },
      }).then(dataOf);
    const { prizes } = dataOf(await callJson<RouletteState>(ctx.app, 'GET', '/api/backend/roulette'));
    const forced = await spin();
    expect(forced.spin.prize.kind).toBe('PHYSICAL');
    expect(forced.index).toBe(prizes.findIndex((p) => p.kind === 'PHYSICAL'));
    expect(forced.tickets).toBe(1);
  });

  it('refuse an unknown reader and junk', async () => {
    expect(
      failureOf(
        await callJson(ctx.app, 'POST', '/api/test/roulette/tickets', { body: { email: 'no@one.example', amount: 1 } }),
      ),
    ).toEqual({ status: 404, code: 'NOT_EXIST' });
    expect(
      failureOf(
        await callJson(ctx.app, 'POST', '/api/test/roulette/next-prize', { body: { email: 'x@y.z', kind: 'CAR' } }),
      ),
    ).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
  });

  it('do not exist in production', async () => {
    const reader = await signUpReader(plain, 'prod-wheel');
    for (const [path, body] of [
      ['/api/test/roulette/tickets', { email: reader.email, amount: 5 }],
      ['/api/test/roulette/next-prize', { email: reader.email, kind: 'PHYSICAL' }],
    ] as const)
      expect(failureOf(await callJson(plain.app, 'POST', path, { body }))).toEqual({ status: 404, code: 'NOT_EXIST' });
    const state = dataOf(
      await callJson<RouletteState>(plain.app, 'GET', '/api/backend/roulette', { token: reader.accessToken }),
    );
    expect(state.tickets).toBe(0);
  });

  it('and outside test mode a forced prize is never read: the spin draws', async () => {
    const reader = await signUpReader(plain, 'prod-draw');
    await plain.db.transaction((tx) =>
      grantTickets(tx, { userId: reader.userId, amount: 3, source: 'ADMIN', now: new Date() }),
    );
    forceNextPrize(plain.db, reader.userId, 'PHYSICAL');
    const kinds: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const reply = await callJson<RouletteSpinResult>(plain.app, 'POST', '/api/backend/roulette/spin', {
        token: reader.accessToken,
        headers: { 'idempotency-key': `prod-${randomUUID()}` },
      });
      kinds.push(dataOf(reply).spin.prize.kind);
    }
    // Three physical prizes in a row by chance: 0.2 % cubed.
    expect(kinds.some((kind) => kind !== 'PHYSICAL')).toBe(true);
  });
});
