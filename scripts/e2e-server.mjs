#!/usr/bin/env node
// Starts the reference API for one Playwright project on a fresh database:
// `node scripts/e2e-server.mjs <platform> <port> [<platform>:<port>]`; the optional third argument serves a second
// platform from the same process and database (ALSO_SERVE, e.g. `me:4105` for the flow "transfer on de, log in on me").
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';

const [platform = 'japan', port = '4101', alsoServe] = process.argv.slice(2);
const dataDir = `.cache/e2e-db-${platform}`;
rmSync(dataDir, { recursive: true, force: true });
mkdirSync('.cache', { recursive: true });
const child = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PLATFORM: platform,
    PORT: port,
    DATA_DIR: dataDir,
    API_TEST_MODE: '1',
    // Generated catalogue images are the same for every platform: render them once for all e2e servers.
    MEDIA_DIR: '.cache/e2e-media',
    AUTH_SECRET: 'e2e-only-secret-0123456789abcdef',
    ...(alsoServe ? { ALSO_SERVE: alsoServe } : {}),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
