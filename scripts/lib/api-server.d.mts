import type { StdioOptions } from 'node:child_process';

export interface ApiServer {
  /** e.g. http://127.0.0.1:4601 (no trailing slash). */
  url: string;
  /** SIGTERM, resolved once the process has exited. */
  stop(): Promise<void>;
}

export declare function startApiServer(options: {
  platform: string;
  port: number;
  /** The PGlite folder: wiped before the start. */
  dataDir: string;
  authSecret: string;
  stdio: StdioOptions;
  /** How long to wait for the health check (default 120 s). */
  upWithinMs?: number;
  /** Remove `dataDir` once the server has stopped (also after a failed start). */
  removeDataDirOnStop?: boolean;
}): Promise<ApiServer>;

export declare function waitForHealth(url: string, platform: string, exited: Promise<void>, ms?: number): Promise<void>;
