// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { configureAuth } from './auth-bridge';
import { call } from './call';

let backend: FakeBackend | null = null;
afterEach(() => {
  backend?.restore();
  configureAuth({ getAccessToken: () => null, refresh: () => Promise.resolve(null) });
});

describe('call() with a multipart body', () => {
  it('lets fetch write the multipart Content-Type, keeps the auth headers, and resends the same form after a refresh', async () => {
    let token = 'old-token';
    configureAuth({
      getAccessToken: () => token,
      refresh: () => {
        token = 'new-token';
        return Promise.resolve(token);
      },
    });
    backend = fakeBackend({
      'POST /qna': (request) =>
        request.headers.get('authorization') === 'Bearer new-token'
          ? { data: { id: 1 } }
          : { code: 'NEED_TO_REFRESH', status: 401 },
    });
    const form = new FormData();
    form.append('title', 'Coins missing');
    form.append('images', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' }));
    await expect(call('backend', 'post', 'qna', { body: form })).resolves.toEqual({ id: 1 });
    const [first, retry] = backend.calls('POST /qna');
    expect(backend.calls('POST /qna')).toHaveLength(2);
    for (const request of [first!, retry!]) {
      expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
      expect(request.headers.get('x-platform')).toBe('japan');
      expect(String(request.body)).toContain('Coins missing');
      expect(String(request.body)).toContain('filename="a.png"');
    }
    expect(first!.headers.get('authorization')).toBe('Bearer old-token');
    expect(retry!.headers.get('authorization')).toBe('Bearer new-token');
  });
});
