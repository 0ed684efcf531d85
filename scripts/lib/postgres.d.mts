export interface ThrowawayPostgres {
  /** e.g. postgres://postgres@127.0.0.1:55432/postgres */
  url: string;
  stop(): void;
}
export declare function startPostgres(options?: { dir?: string; port?: number }): ThrowawayPostgres | null;
