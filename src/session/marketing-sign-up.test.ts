// @vitest-environment node
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { forgetMarketingCode, keepMarketingCode, keptMarketingCode } from '@/lib/marketing-code';
import { startApiServer, type ApiTestServer } from '@/testing/api-server';
import { withCookieJar } from '@/testing/cookie-jar';
import { makeTestStore } from '@/testing/store';
import { signUpWithEmail } from './auth-thunks';
import { TERMS_VERSION } from '@/domain/legal';

// The sign-up bodies that really went to the reference API (which stores the code: server/routes/user/marketing.test.ts).
const signUpBodies: unknown[] = [];
const jar = withCookieJar();
const recording: typeof globalThis.fetch = async (input, init) => {
  const request = new Request(input, init);
  if (request.url.endsWith('/auth/local/sign-up')) signUpBodies.push(await request.clone().json());
  return jar.fetch(request);
};

/**
 * The reference API runs in the node environment, which has no document: the little of document.cookie js-cookie
 * needs (set with attributes, max-age=0 or a past expiry removes, read as "a=b; c=d").
 */
const jarOfPage = new Map<string, string>();
vi.stubGlobal('document', {
  get cookie() {
    return [...jarOfPage].map(([k, v]) => `${k}=${v}`).join('; ');
  },
  set cookie(line: string) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const [name = '', value = ''] = pair.split('=');
    const gone = attributes.some(
      (a) => a === 'max-age=0' || (a.startsWith('expires=') && Date.parse(a.slice(8)) < Date.now()),
    );
    if (gone) jarOfPage.delete(name);
    else jarOfPage.set(name, value);
  },
});

let api: ApiTestServer;
beforeAll(async () => {
  api = await startApiServer({ fetch: recording });
}, 60_000);
afterAll(() => api.close());
afterEach(() => forgetMarketingCode());

it('a guest’s kept marketing code goes with the sign-up, and the cookie goes after it', async () => {
  keepMarketingCode('?marketingCode=spring_2026');
  const email = `campaign-${Date.now()}@example.org`;
  const outcome = await makeTestStore().dispatch(
    signUpWithEmail({ email, password: 'Fresh-pass1', termsVersion: TERMS_VERSION }),
  );
  expect(outcome).toEqual({ ok: true, code: null });
  expect(signUpBodies.at(-1)).toMatchObject({ email, marketingCode: 'spring_2026' });
  expect(keptMarketingCode()).toBeNull();
});

it('a sign-up without a kept code sends none', async () => {
  const email = `plain-${Date.now()}@example.org`;
  await makeTestStore().dispatch(signUpWithEmail({ email, password: 'Fresh-pass1', termsVersion: TERMS_VERSION }));
  expect(signUpBodies.at(-1)).not.toHaveProperty('marketingCode');
});
