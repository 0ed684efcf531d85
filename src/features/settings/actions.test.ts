// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authClient } from '@/auth-client';
import { selectTokens, selectUser, signUpWithEmail } from '@/session';
import { startApiServer, type ApiTestServer } from '@/testing/api-server';
import { withCookieJar } from '@/testing/cookie-jar';
import { makeTestStore } from '@/testing/store';
import { changeNickname, savePushSettings, setMailAgreement } from './actions';
import { TERMS_VERSION } from '@/domain/legal';

let api: ApiTestServer;
const jar = withCookieJar();

// Migrating and seeding the API's database takes a while on a busy machine.
beforeAll(async () => {
  api = await startApiServer({ fetch: jar.fetch });
}, 60_000);
afterAll(() => api.close());
beforeEach(() => {
  jar.cookies.clear();
  authClient.reset();
  authClient.configure({ base: `${api.url}/api/auth`, fetch: jar.fetch });
});

let counter = 0;
/** A new reader, signed in through the session client like a browser. */
async function newReader() {
  counter += 1;
  const store = makeTestStore();
  const email = `settings-${Date.now().toString(36)}-${counter}@example.com`;
  const outcome = await store.dispatch(signUpWithEmail({ email, password: 'Webtoon1!', termsVersion: TERMS_VERSION }));
  if (!outcome.ok) throw new Error(`sign-up failed: ${outcome.code}`);
  return store;
}

describe('the settings calls against the reference API', () => {
  it('PUT /app/push stores the toggles and the user is reloaded with them', async () => {
    const store = await newReader();
    const settings = {
      isAgreePush: true,
      isAgreePushContents: true,
      isAgreePushFreetime: false,
      isAgreePushNight: true,
    };
    await expect(store.dispatch(savePushSettings(settings))).resolves.toBe(true);
    expect(selectUser(store.getState())?.agreePush).toEqual(settings);
  });

  it('MAIL and PROFILE store new tokens (store and session client) and reload the user', async () => {
    const store = await newReader();
    const before = selectTokens(store.getState());
    await expect(store.dispatch(setMailAgreement(true))).resolves.toEqual({ ok: true, code: null });
    const afterMail = selectTokens(store.getState());
    expect(afterMail?.refreshToken).not.toBe(before?.refreshToken);
    expect(selectUser(store.getState())).toMatchObject({ isAgreeMail: true });

    await expect(store.dispatch(changeNickname('Owl'))).resolves.toEqual({ ok: true, code: null });
    const afterProfile = selectTokens(store.getState());
    expect(afterProfile?.refreshToken).not.toBe(afterMail?.refreshToken);
    expect(selectUser(store.getState())).toMatchObject({ nickname: 'Owl', isAgreeMail: true });
    expect((await authClient.getSession())?.refreshToken).toBe(afterProfile?.refreshToken);
  });

  it('a refused nickname answers its code and keeps the tokens', async () => {
    const store = await newReader();
    const before = selectTokens(store.getState());
    await expect(store.dispatch(changeNickname('x'.repeat(31)))).resolves.toEqual({
      ok: false,
      code: 'INVALID_PARAMETER',
    });
    expect(selectTokens(store.getState())).toEqual(before);
  });
});
