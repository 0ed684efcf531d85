/**
 * The browser effects the session code performs: reading the clock, reloading the page and leaving for another
 * URL. They sit behind this object so tests observe them instead of losing their jsdom window. It lives below the
 * session client (src/auth-client), the session state and the error handler because all three perform them.
 */
export interface SessionRuntime {
  now(): number;
  reload(): void;
  assign(url: string): void;
  /**
   * Runs `work` while no other tab of this site runs work under the same name (the Web Locks API); where a browser
   * has none, it simply runs.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
}

const browser: SessionRuntime = {
  now: () => Date.now(),
  reload: () => window.location.reload(),
  assign: (url) => window.location.assign(url),
  exclusive: <T>(name: string, work: () => Promise<T>): Promise<T> =>
    typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks.request(name, work) as Promise<T>) : work(),
};

export const sessionRuntime: SessionRuntime = { ...browser };

/** Replaces some effects; answers a function that restores the previous ones. */
export function configureSessionRuntime(overrides: Partial<SessionRuntime>): () => void {
  const previous = { ...sessionRuntime };
  Object.assign(sessionRuntime, overrides);
  return () => {
    Object.assign(sessionRuntime, previous);
  };
}
