// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ENTRY, API_NODE_ARGS, API_V8_FLAGS } from './api-node.mjs';

/** Every source file under `dir` (no node_modules, no dot folders). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sources(path);
    return /\.(m?js|ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('the API command line (scripts/lib/api-node.mjs)', () => {
  it('is the only place that names the entry file to node: every script starts the API with its V8 flags', () => {
    const naming = ['scripts', 'server', 'e2e']
      .flatMap(sources)
      .filter((file) => /['"]server\/main\.ts['"]/.test(readFileSync(file, 'utf8')));
    expect(naming).toEqual([join('scripts', 'lib', 'api-node.mjs')]);
  });

  it('puts the V8 flags before the entry, and node accepts each of them', () => {
    expect(API_NODE_ARGS).toEqual([...API_V8_FLAGS, ...API_ENTRY]);
    expect(API_V8_FLAGS.length).toBeGreaterThan(0);
    // node refuses an option it does not know (exit code 9), so a misspelt flag fails here, not at `npm start`.
    const probe = 'console.log(JSON.stringify(process.execArgv))';
    const seen = execFileSync(process.execPath, [...API_V8_FLAGS, '-e', probe], { encoding: 'utf8' });
    expect(JSON.parse(seen)).toEqual([...API_V8_FLAGS, '-e', probe]);
  });
});
