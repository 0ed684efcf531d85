#!/usr/bin/env node
// Builds dist/<platform>/ for each platform (all five by default): `node scripts/build-all.mjs [--progress] [japan de ...]`.
// --progress prints what each build is doing, with counts (npm start's first run).
import { spawnSync } from 'node:child_process';

const ALL = ['japan', 'thai', 'taiwan', 'me', 'de'];
const args = process.argv.slice(2);
const progress = args.includes('--progress');
const wanted = args.filter((a) => a !== '--progress');
const unknown = wanted.filter((p) => !ALL.includes(p));
if (unknown.length) {
  console.error(`Unknown platform(s): ${unknown.join(', ')}. Known: ${ALL.join(', ')}`);
  process.exit(2);
}
for (const platform of wanted.length ? wanted : ALL) {
  console.log(`\n--- building ${platform} → dist/${platform}/`);
  const started = Date.now();
  const res = spawnSync('node_modules/.bin/vite', ['build', '--mode', platform, '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      // vite.config.ts imports the TS platform configs; the bundled config loader handles that, so skip the native-loader notice.
      VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      ...(progress ? { BUILD_PROGRESS: '1' } : {}),
    },
  });
  if (res.status !== 0) process.exit(res.status ?? 1);
  console.log(`--- ${platform} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
