import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

describe('LOG_LEVEL, LOG_FORMAT, METRICS_TOKEN, METRICS_PORT', () => {
  it('logs at info in the format the terminal suits, and serves no metrics, by default', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.log).toEqual({ level: 'info', format: null });
    expect(config.metrics).toEqual({ token: null, port: null });
  });

  it('takes a level, a format, a token and a port', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      METRICS_TOKEN: 'a-metrics-token-of-32-characters',
      METRICS_PORT: '9464',
    });
    expect(config.log).toEqual({ level: 'warn', format: 'json' });
    expect(config.metrics).toEqual({ token: 'a-metrics-token-of-32-characters', port: 9464 });
  });

  it.each([
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ LOG_FORMAT: 'xml' }, /LOG_FORMAT/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN needs at least 16 characters/],
    [{ METRICS_PORT: '8080' }, /METRICS_PORT must differ from PORT/],
    [{ METRICS_PORT: '70000' }, /METRICS_PORT/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig({ NODE_ENV: 'test', ...env })).toThrow(message);
  });
});
