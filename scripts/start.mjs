#!/usr/bin/env node
// `npm start`: builds the platform's bundle when it is missing or older than its sources, then starts the reference
// API serving it (http://localhost:8080). `PLATFORM=de npm start` serves another variant. Nothing has to exist
// beforehand: the API creates its data and media folders and seeds an empty database. In development it also starts
// the local TEST identity provider (scripts/lib/local-idp.mjs) for social sign-in.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { API_NODE_ARGS } from './lib/api-node.mjs';

const PLATFORMS = ['japan', 'thai', 'taiwan', 'me', 'de'];
const platform = process.env.PLATFORM ?? 'japan';
if (!PLATFORMS.includes(platform)) {
  console.error(`PLATFORM=${platform} is not a platform. Use one of: ${PLATFORMS.join(', ')}.`);
  process.exit(2);
}
const index = join('dist', platform, 'index.html');

function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    const s = statSync(p);
    if (s.isDirectory()) for (const e of readdirSync(p)) walk(join(p, e));
    else newest = Math.max(newest, s.mtimeMs);
  };
  for (const p of paths) if (existsSync(p)) walk(p);
  return newest;
}

const sources = ['src', 'platforms', 'public', 'index.html', `.env.${platform}`, 'vite.config.ts'];
if (!existsSync(index) || statSync(index).mtimeMs < newestMtime(sources)) {
  const why = existsSync(index) ? 'its sources changed' : 'it is not built yet';
  console.log(`Building the ${platform} bundle (${why}); this takes a minute or two on a first run.`);
  const res = spawnSync('node', ['scripts/build-all.mjs', '--progress', platform], { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

// Outside production, social sign-in runs against the local TEST identity provider (SOCIAL_TEST_PROVIDER=0 turns it
// off, e.g. to use real provider keys); production never starts it.
const production = process.env.NODE_ENV === 'production';
const wantIdp = !production && process.env.SOCIAL_TEST_PROVIDER !== '0' && !process.env.SOCIAL_TEST_ISSUER;
// Imported only when wanted: oauth2-mock-server is a devDependency, absent from a production install. The app is
// opened at localhost; the provider is named by its address, 127.0.0.1, another site, as a real provider always is.
const idp = wantIdp
  ? await (
      await import('./lib/local-idp.mjs')
    ).startLocalIdp({ port: Number(process.env.SOCIAL_TEST_PROVIDER_PORT ?? 0), host: '127.0.0.1' })
  : null;
if (idp) console.log(`TEST identity provider (stands in for google, facebook, twitter, apple) on ${idp.url}`);

console.log(`\nStarting the API for ${platform}…`);
const child = spawn('node', API_NODE_ARGS, {
  stdio: 'inherit',
  env: { ...process.env, PLATFORM: platform, ...(idp ? { SOCIAL_TEST_ISSUER: idp.url } : {}) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', () => void idp?.stop());
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
