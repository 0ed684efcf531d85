import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from './env';
import { autoWorkers } from './env-workers';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '.data/pglite',
      mediaDir: '.data/media',
      platform: 'japan',
      distDir: 'dist',
      testMode: true,
      social: {},
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('turns on a social provider only when both of its keys are set', () => {
    const config = loadConfig({ NODE_ENV: 'test', AUTH_GOOGLE_ID: 'g', AUTH_GOOGLE_SECRET: 's', AUTH_APPLE_ID: 'a' });
    expect(config.social).toEqual({ google: { clientId: 'g', clientSecret: 's' } });
  });

  it('takes the test identity provider as an origin, never in production', () => {
    expect(loadConfig({ NODE_ENV: 'test', SOCIAL_TEST_ISSUER: 'http://127.0.0.1:4199' }).socialTestIssuer).toBe(
      'http://127.0.0.1:4199',
    );
    expect(loadConfig({ NODE_ENV: 'test' }).socialTestIssuer).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'test', SOCIAL_TEST_ISSUER: 'http://x/path' })).toThrow(/SOCIAL_TEST_ISSUER/);
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      SOCIAL_TEST_ISSUER: 'http://127.0.0.1:1',
    };
    expect(() => loadConfig(production)).toThrow(/SOCIAL_TEST_ISSUER/);
  });

  it('requires AUTH_SECRET in production and never enables test mode there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), API_TEST_MODE: '1' }).testMode).toBe(
      false,
    );
  });

  it('warns when development runs on the fixed secret', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      loadConfig({ NODE_ENV: 'development' });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('AUTH_SECRET'));
    } finally {
      warn.mockRestore();
    }
  });

  it('lists every bad variable in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', PLATFORM: 'mars' })).toThrow(/PORT.*PLATFORM|PLATFORM.*PORT/);
  });

  it('parses the Korean prefixes and the proxy flag', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      KR_IP_PREFIXES: ' 1.2., ,3.4. ',
      TRUST_PROXY: 'true',
      HOST: '0.0.0.0',
    });
    expect(config).toMatchObject({ krIpPrefixes: ['1.2.', '3.4.'], trustProxy: true, host: '0.0.0.0' });
  });

  it('waits 90 s before a transfer runs, 2 s in test mode, or what TRANSFER_DELAY_SECONDS says', () => {
    const secret = { AUTH_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ NODE_ENV: 'production', ...secret }).transferDelaySeconds).toBe(90);
    expect(loadConfig({ NODE_ENV: 'test' }).transferDelaySeconds).toBe(2);
    expect(loadConfig({ NODE_ENV: 'production', ...secret, TRANSFER_DELAY_SECONDS: '120' }).transferDelaySeconds).toBe(
      120,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', TRANSFER_DELAY_SECONDS: '-1' })).toThrow(/TRANSFER_DELAY_SECONDS/);
  });

  it('gives a graceful stop 10 s by default, or what SHUTDOWN_GRACE_MS says, and refuses a bad value', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).shutdownGraceMs).toBe(10_000);
    expect(loadConfig({ NODE_ENV: 'test', SHUTDOWN_GRACE_MS: '60000' }).shutdownGraceMs).toBe(60_000);
    expect(() => loadConfig({ NODE_ENV: 'test', SHUTDOWN_GRACE_MS: '0' })).toThrow(/SHUTDOWN_GRACE_MS/);
    expect(() => loadConfig({ NODE_ENV: 'test', SHUTDOWN_GRACE_MS: 'ten' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });

  it('keeps the catalogue 1 s by default, nothing in test mode, or what CATALOG_CACHE_MS says', () => {
    expect(loadConfig({ NODE_ENV: 'development', AUTH_SECRET: 'x'.repeat(32) }).catalogCacheMs).toBe(1000);
    expect(loadConfig({ NODE_ENV: 'test' }).catalogCacheMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', CATALOG_CACHE_MS: '250' }).catalogCacheMs).toBe(250);
    expect(() => loadConfig({ NODE_ENV: 'test', CATALOG_CACHE_MS: '-1' })).toThrow(/CATALOG_CACHE_MS/);
    expect(() => loadConfig({ NODE_ENV: 'test', CATALOG_CACHE_MS: 'soon' })).toThrow(/CATALOG_CACHE_MS/);
  });

  it('runs one API process per CPU but one (the database needs one), 1 to 4, on PostgreSQL outside test mode', () => {
    expect([1, 2, 3, 4, 5, 8, 64].map(autoWorkers)).toEqual([1, 1, 2, 3, 4, 4, 4]);
    const env = { NODE_ENV: 'development', AUTH_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://db/webtoon' };
    expect(loadConfig({ ...env, API_WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ ...env, NODE_ENV: 'test' }).workers).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(32) }).workers).toBe(1);
  });

  it('reads ALSO_SERVE as a platform and a port', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).alsoServe).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', ALSO_SERVE: 'me:4105' }).alsoServe).toEqual({ platform: 'me', port: 4105 });
    expect(() => loadConfig({ NODE_ENV: 'test', ALSO_SERVE: 'mars:4105' })).toThrow(/ALSO_SERVE/);
    expect(() => loadConfig({ NODE_ENV: 'test', ALSO_SERVE: 'me' })).toThrow(/ALSO_SERVE/);
  });

  it('takes CORS origins only as bare origins', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).corsOrigins).toEqual([]);
    expect(
      loadConfig({ NODE_ENV: 'test', CORS_ORIGINS: 'https://web.example, http://localhost:5173' }).corsOrigins,
    ).toEqual(['https://web.example', 'http://localhost:5173']);
    for (const bad of ['web.example', 'https://web.example/', 'https://web.example/path', 'ftp://web.example', '*'])
      expect(() => loadConfig({ NODE_ENV: 'test', CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS/);
  });

  it('runs the test payment provider outside production, and in production only when asked', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).testPayments).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).testPayments).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', TEST_PAYMENTS: '0' }).testPayments).toBe(false);
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };
    expect(loadConfig(production).testPayments).toBe(false);
    expect(loadConfig({ ...production, TEST_PAYMENTS: '1' }).testPayments).toBe(true);
  });

  it('reads the mail settings: PUBLIC_URL as a bare origin, SMTP_URL as smtp(s)://, and the sender', () => {
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ publicUrl: null, smtpUrl: null });
    const set = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'https://jp.webtoon.example/',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MAIL_FROM: 'Webtoon <hello@webtoon.example>',
    });
    expect(set).toMatchObject({
      publicUrl: 'https://jp.webtoon.example',
      smtpUrl: 'smtps://user:pass@mail.example:465',
      mailFrom: 'Webtoon <hello@webtoon.example>',
    });
    for (const bad of ['jp.webtoon.example', 'https://jp.webtoon.example/path', 'ftp://jp.webtoon.example'])
      expect(() => loadConfig({ NODE_ENV: 'test', PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ NODE_ENV: 'test', SMTP_URL: 'mail.example:25' })).toThrow(/SMTP_URL/);
  });

  it('needs PUBLIC_URL in production when mails leave through SMTP', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };
    expect(loadConfig(production).publicUrl).toBeNull();
    expect(() => loadConfig({ ...production, SMTP_URL: 'smtp://mail.example:25' })).toThrow(/PUBLIC_URL/);
    expect(
      loadConfig({ ...production, SMTP_URL: 'smtp://mail.example:25', PUBLIC_URL: 'https://jp.webtoon.example' })
        .publicUrl,
    ).toBe('https://jp.webtoon.example');
  });

  it('sends SMS to the outbox unless SMS_PROVIDER=http names a gateway URL', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).sms).toEqual({ provider: 'outbox' });
    expect(
      loadConfig({
        NODE_ENV: 'test',
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: 'https://sms.example/send',
        SMS_SENDER: 'Webtoon',
      }).sms,
    ).toEqual({ provider: 'http', url: 'https://sms.example/send', token: undefined, sender: 'Webtoon' });
    expect(() => loadConfig({ NODE_ENV: 'test', SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL/);
    expect(() => loadConfig({ NODE_ENV: 'test', SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
  });
});
