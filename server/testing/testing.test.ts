import { describe, expect, it } from 'vitest';
import type { SignInResult } from '../../src/domain/user';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, startTestServer } from '.';

describe('startTestServer', () => {
  it('serves the API over real HTTP on 127.0.0.1, with the socket address as client IP', async () => {
    const server = await startTestServer({ config: { krIpPrefixes: ['127.'] } });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const signIn = await fetch(`${server.url}/api/backend/auth/local/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'adult@example.com', password: DEMO_PASSWORD }),
      });
      const { data } = (await signIn.json()) as { data: SignInResult };
      const coin = await fetch(`${server.url}/api/backend/coin`, {
        headers: { authorization: `Bearer ${data.accessToken}` },
      });
      expect(await coin.json()).toEqual({
        result: 'SUCCESS',
        data: {
          COIN: 0,
          BONUS: 0,
          FREE_COIN: 0,
          MILEAGE: 0,
          ...DEMO_ACCOUNTS.find((a) => a.email === 'adult@example.com')?.coins,
        },
      });
      const ipKr = await fetch(`${server.url}/api/backend/auth/ip-kr`);
      expect(await ipKr.json()).toEqual({ result: 'SUCCESS', data: { isKrIp: true } });
      expect(await (await fetch(`${server.url}/api/auth/session`)).json()).toBeNull();
    } finally {
      await server.close();
    }
  });
});
