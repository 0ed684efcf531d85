#!/usr/bin/env node
// Builds dist/<platform>/ for each platform (all five by default): `node scripts/build-all.mjs [japan de ...]`.
import { spawnSync } from 'node:child_process';

const ALL = ['japan', 'thai', 'taiwan', 'me', 'de'];
const wanted = process.argv.slice(2);
const unknown = wanted.filter((p) => !ALL.includes(p));
if (unknown.length) {
  console.error(`Unknown platform(s): ${unknown.join(', ')}. Known: ${ALL.join(', ')}`);
  process.exit(2);
}
for (const platform of wanted.length ? wanted : ALL) {
  console.log(`\n--- building ${platform} → dist/${platform}/`);
  const res = spawnSync('node_modules/.bin/vite', ['build', '--mode', platform, '--logLevel', 'warn'], {
    stdio: 'inherit',
    // vite.config.ts imports the TS platform configs; the bundled config loader handles that, so skip the native-loader notice.
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
