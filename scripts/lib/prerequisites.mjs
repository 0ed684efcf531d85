// What `npm test` needs beyond Node and npm, from Debian's packages: Chromium's headless shell for the Playwright flows
// and Chromium for the bench (Playwright cannot download its own browsers here), PostgreSQL for the suites that must
// run on a real server, and Japanese, Chinese and Thai fonts so the layout suite measures real glyphs (readers' phones
// have them; the demo covers carry titles in those scripts).
// Missing ones are installed when the machine allows it (root and apt-get); otherwise the run stops at once with the
// one command to run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './chromium.mjs';

const hasPostgres = () => {
  const base = '/usr/lib/postgresql';
  return existsSync(base) && readdirSync(base).some((version) => existsSync(join(base, version, 'bin', 'postgres')));
};

const hasFont = (lang) => {
  const listed = spawnSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' });
  return listed.status === 0 && listed.stdout.trim() !== '';
};

/** The Debian packages of what is missing, each with the check that tells. */
export const PREREQUISITES = [
  { pkg: 'chromium', present: () => existsSync(CHROMIUM_PATH) },
  { pkg: 'chromium-headless-shell', present: () => existsSync(HEADLESS_SHELL_PATH) },
  { pkg: 'postgresql', present: hasPostgres },
  { pkg: 'fonts-noto-cjk', present: () => hasFont('ja') },
  { pkg: 'fonts-thai-tlwg', present: () => hasFont('th') },
];

/** The packages missing on this machine. */
export function missingPackages(checks = PREREQUISITES) {
  return checks.filter((check) => !check.present()).map((check) => check.pkg);
}

const canInstall = () =>
  process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

/**
 * Installs what is missing (apt-get, as root), or answers the command a person must run. Returns null when every
 * prerequisite is there afterwards, else the message to stop with.
 */
export function ensurePrerequisites({ log = console.log } = {}) {
  const missing = missingPackages();
  if (missing.length === 0) return null;
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (!canInstall())
    return `npm test needs Debian packages that are missing here: ${missing.join(', ')}. Run: sudo sh -c '${command}'`;
  log(`Installing Debian packages that npm test needs: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const run = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (run.status !== 0) return `apt-get ${args[0]} failed (exit ${run.status}). Run: ${command}`;
  }
  const still = missingPackages();
  return still.length === 0 ? null : `Still missing after apt-get install: ${still.join(', ')}`;
}
