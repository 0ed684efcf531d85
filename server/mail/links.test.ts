import { describe, expect, it } from 'vitest';
import { absoluteLink, publicOrigin } from './links';

describe('publicOrigin', () => {
  it.each([
    [{ publicUrl: 'https://jp.webtoon.example', host: '0.0.0.0', port: 8080 }, 'https://jp.webtoon.example'],
    [{ publicUrl: null, host: '0.0.0.0', port: 8080 }, 'http://localhost:8080'],
    [{ publicUrl: null, host: '127.0.0.1', port: 4101 }, 'http://127.0.0.1:4101'],
    [{ publicUrl: null, host: '::1', port: 4101 }, 'http://[::1]:4101'],
  ])('%j → %s', (config, origin) => {
    expect(publicOrigin(config)).toBe(origin);
  });
});

describe('absoluteLink', () => {
  const config = { publicUrl: 'https://jp.webtoon.example', host: '0.0.0.0', port: 8080 };

  it('puts an SPA path with its query on the public origin', () => {
    expect(absoluteLink(config, '/mail/resetPassword?userId=1&uuid=a-b_c')).toBe(
      'https://jp.webtoon.example/mail/resetPassword?userId=1&uuid=a-b_c',
    );
  });

  it.each(['https://evil.example/x', '//evil.example/x', 'mail/resetPassword'])('refuses %s', (path) => {
    expect(() => absoluteLink(config, path)).toThrow();
  });
});
