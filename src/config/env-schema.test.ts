import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLATFORM_IDS } from '../domain/enums';
import { checkEnv } from './env-schema';

/** KEY=VALUE lines of an env file (loadEnv would let the test process's own env win). */
function readEnvFile(path: string): Record<string, string> {
  const lines = readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => /^[A-Z_]+=/.test(l));
  return Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1).trim()]));
}

const good = {
  VITE_PLATFORM: 'de',
  VITE_BACKEND_URL: '/api/backend',
  VITE_FRONT_URL: '/api/front',
  VITE_DIRECT_URL: '/api/direct',
  VITE_BRIDGE_URL: '/api/bridge',
  VITE_AUTH_BASE: '/api/auth',
  VITE_ME_SERVICE_URL: 'https://me.webtoon.example',
};

describe('checkEnv', () => {
  it('accepts every committed env file', () => {
    for (const id of PLATFORM_IDS) {
      expect(checkEnv(readEnvFile(`.env.${id}`), `.env.${id}`).VITE_PLATFORM).toBe(id);
    }
  });

  it('names the file and every bad field', () => {
    expect(() => checkEnv({ ...good, VITE_PLATFORM: 'mars', VITE_AUTH_BASE: '' }, '.env.de')).toThrow(
      /Invalid build settings in \.env\.de: .*VITE_PLATFORM.*VITE_AUTH_BASE/,
    );
  });

  it('refuses a devtools flag other than true or false', () => {
    expect(() => checkEnv({ ...good, VITE_BLOCK_DEVTOOLS: 'yes' }, '.env.de')).toThrow(/VITE_BLOCK_DEVTOOLS/);
  });

  it('refuses the transfer-only bundle without the global service, or with an address that is not a whole URL', () => {
    const { VITE_ME_SERVICE_URL: _url, ...withoutUrl } = good;
    expect(() => checkEnv(withoutUrl, '.env.de')).toThrow(/\.env\.de: VITE_ME_SERVICE_URL/);
    for (const bad of ['/me', 'me.webtoon.example', 'javascript:alert(1)']) {
      expect(() => checkEnv({ ...good, VITE_ME_SERVICE_URL: bad }, '.env.de')).toThrow(/VITE_ME_SERVICE_URL/);
    }
    // The other bundles never show that link: they may leave it out.
    expect(checkEnv({ ...withoutUrl, VITE_PLATFORM: 'japan' }, '.env.japan').VITE_ME_SERVICE_URL).toBeUndefined();
  });

  it('builds the German bundle with the global service on a public https address, never on this machine', () => {
    const url = new URL(readEnvFile('.env.de').VITE_ME_SERVICE_URL ?? '');
    expect(url.protocol).toBe('https:');
    expect(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']).not.toContain(url.hostname);
    expect(url.hostname).not.toMatch(/\.localhost$/);
  });
});
