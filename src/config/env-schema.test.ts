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
});
