#!/usr/bin/env node
// Starts the reference API for one Playwright project on a fresh database:
// `node scripts/e2e-server.mjs <platform> <port> [<platform>:<port>]`; the optional third argument serves a second
// platform from the same process and database (ALSO_SERVE, e.g. `me:4105` for the flow "transfer on de, log in on me").
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { startLocalIdp } from './lib/local-idp.mjs';
import { API_NODE_ARGS } from './lib/api-node.mjs';

const [platform = 'japan', port = '4101', alsoServe] = process.argv.slice(2);
// Per port: two servers of one platform (japan and its walks) each keep their own database.
const dataDir = `.cache/e2e-db-${platform}-${port}`;
rmSync(dataDir, { recursive: true, force: true });
mkdirSync('.cache', { recursive: true });
// E2E_DB_TEMPLATE (scripts/e2e-servers.mjs): an empty PGlite cluster to start from instead of running initdb again.
if (process.env.E2E_DB_TEMPLATE) cpSync(process.env.E2E_DB_TEMPLATE, dataDir, { recursive: true });
// Social sign-in runs the whole redirect dance against the local TEST identity provider (e2e/japan/social.spec.ts).
// The flows open the app at 127.0.0.1; the provider is named localhost, another site, as a real provider always is, so
// its answer comes back cross-site (Apple's form_post a cross-site POST) with the browser's cookie rules for that.
const idp = await startLocalIdp({ name: 'localhost' });
const child = spawn('node', API_NODE_ARGS, {
  stdio: 'inherit',
  env: {
    ...process.env,
    PLATFORM: platform,
    PORT: port,
    DATA_DIR: dataDir,
    API_TEST_MODE: '1',
    // Generated catalogue images are shared by all e2e servers: pages once, covers once per language (covers/<locale>/).
    MEDIA_DIR: '.cache/e2e-media',
    AUTH_SECRET: 'e2e-only-secret-0123456789abcdef',
    SOCIAL_TEST_ISSUER: idp.url,
    ...(alsoServe ? { ALSO_SERVE: alsoServe } : {}),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => void idp.stop().then(() => process.exit(code ?? 0)));
