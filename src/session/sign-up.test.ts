// @vitest-environment node
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApiServer, type ApiTestServer } from '@/testing/api-server';
import { withCookieJar } from '@/testing/cookie-jar';
import { makeTestStore } from '@/testing/store';
import { TERMS_VERSION } from '@/domain/legal';
import { signUpWithEmail } from './auth-thunks';
import { selectIsLoggedIn, selectUser } from './selectors';

let api: ApiTestServer;

beforeAll(async () => {
  api = await startApiServer({ fetch: withCookieJar().fetch });
});
afterAll(() => api.close());

it('signUpWithEmail answers a weak password with INVALID_PW_REGEX and signs nobody in', async () => {
  const store = makeTestStore();
  const outcome = await store.dispatch(
    signUpWithEmail({ email: `weak-${Date.now()}@example.org`, password: 'short', termsVersion: TERMS_VERSION }),
  );
  expect(outcome).toEqual({ ok: false, code: 'INVALID_PW_REGEX' });
  expect(selectIsLoggedIn(store.getState())).toBe(false);
});

it('signUpWithEmail without the terms in force is TERMS_REQUIRED', async () => {
  const outcome = await makeTestStore().dispatch(
    signUpWithEmail({
      email: `noterms-${Date.now()}@example.org`,
      password: 'Fresh-pass1',
      termsVersion: '2000-01-01',
    }),
  );
  expect(outcome).toEqual({ ok: false, code: 'TERMS_REQUIRED' });
});

it('signUpWithEmail registers, signs in, and answers the code of a second attempt', async () => {
  const store = makeTestStore();
  const email = `new-${Date.now()}@example.org`;
  const outcome = await store.dispatch(
    signUpWithEmail({ email, password: 'Fresh-pass1', nickname: 'Newcomer', termsVersion: TERMS_VERSION }),
  );
  expect(outcome).toEqual({ ok: true, code: null });
  expect(selectIsLoggedIn(store.getState())).toBe(true);
  expect(selectUser(store.getState())).toMatchObject({ email, nickname: 'Newcomer', termsVersion: TERMS_VERSION });

  const again = await makeTestStore().dispatch(
    signUpWithEmail({ email, password: 'Fresh-pass1', termsVersion: TERMS_VERSION }),
  );
  expect(again).toEqual({ ok: false, code: 'ALREADY_USED_EMAIL' });
});
