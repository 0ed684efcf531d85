/**
 * The browser effects the session code performs: reading the clock, reloading the page and leaving for another
 * URL. They sit behind this object so tests observe them instead of losing their jsdom window. It lives below the
 * session client (src/auth-client), the session state and the error handler because all three perform them.
 */
export interface SessionRuntime {
  now(): number;
  reload(): void;
  assign(url: string): void;
}

const browser: SessionRuntime = {
  now: () => Date.now(),
  reload: () => window.location.reload(),
  assign: (url) => window.location.assign(url),
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
