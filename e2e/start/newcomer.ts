import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { copyFileSync, lstatSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A newcomer's machine, as far as one test can make it: a copy of the checkout as a clone would have it (tracked and
 * new files, nothing ignored: no node_modules, .data, dist or .cache), and the README's commands run in it with an
 * environment free of the outer `npm test` (npm sets npm_* variables for the scripts it runs).
 */
export class Newcomer {
  readonly dir = mkdtempSync(join(tmpdir(), 'webtoon-newcomer-'));

  /** Copies what `git clone` of this checkout would give, including changes not committed yet. */
  copyCheckout(from = process.cwd()): number {
    const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: from,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    let copied = 0;
    for (const path of listed.split('\0').filter(Boolean)) {
      // Regular files only: a file deleted in the work tree is not part of the checkout any more, and a link (a
      // node_modules linked in by hand, which a `node_modules/` ignore rule does not match) is not in a clone.
      if (!lstatSync(join(from, path), { throwIfNoEntry: false })?.isFile()) continue;
      mkdirSync(dirname(join(this.dir, path)), { recursive: true });
      copyFileSync(join(from, path), join(this.dir, path));
      copied += 1;
    }
    return copied;
  }

  /** The environment a new shell would give: no npm_* variables of the outer run, no settings of ours. */
  env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
    const clean = Object.fromEntries(
      Object.entries(process.env).filter(
        ([key]) =>
          !key.toLowerCase().startsWith('npm_') &&
          !['INIT_CWD', 'PORT', 'PLATFORM', 'DATABASE_URL', 'API_TEST_MODE', 'NODE_ENV', 'CI'].includes(key),
      ),
    );
    return { ...clean, ...extra };
  }

  /** Runs a command to its end in the copy; resolves with its exit code and everything it printed. */
  run(command: string, args: string[], extra: Record<string, string> = {}): Promise<{ code: number; output: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(command, args, { cwd: this.dir, env: this.env(extra), stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code: code ?? 1, output }));
    });
  }

  /** Starts a long-running command in its own process group, as a terminal would (Ctrl-C reaches the whole group). */
  start(command: string, args: string[], extra: Record<string, string> = {}): Service {
    const child = spawn(command, args, {
      cwd: this.dir,
      env: this.env(extra),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    return new Service(child);
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A command started by Newcomer.start: its output so far, and its end. */
export class Service {
  output = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private readonly waiters = new Set<() => void>();
  private ended = false;

  constructor(private readonly child: ChildProcess) {
    const take = (chunk: Buffer) => {
      this.output += chunk.toString();
      for (const waiter of this.waiters) waiter();
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    // 'close', not 'exit': npm may end before the processes it started, which hold the output pipes until they end.
    this.exited = new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal })));
    void this.exited.then(() => {
      this.ended = true;
      for (const waiter of this.waiters) waiter();
    });
  }

  /** Resolves once the output matches `pattern`; rejects, with the output, if the command ends first. */
  waitFor(pattern: RegExp): Promise<RegExpMatchArray> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(this.output);
        if (match) {
          this.waiters.delete(check);
          resolve(match);
        } else if (this.ended) {
          this.waiters.delete(check);
          reject(new Error(`The command ended before printing ${pattern}:\n${this.output.slice(-4000)}`));
        }
      };
      this.waiters.add(check);
      check();
    });
  }

  /** Sends a signal to the whole process group, as Ctrl-C in a terminal does. */
  signal(signal: NodeJS.Signals): void {
    if (this.child.pid !== undefined) process.kill(-this.child.pid, signal);
  }

  /** Kills whatever is left of the group (after a failed test). */
  kill(): void {
    try {
      this.signal('SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/**
 * The warnings of an `npm install` that the project could prevent: every `npm warn` line but those about the machine's
 * own npm settings (a user or global .npmrc the project does not own).
 */
export function preventableWarnings(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => /^npm warn/i.test(line))
    .filter((line) => !/Unknown (user|global|builtin) config/i.test(line));
}
