/**
 * The call layer needs the access token and a way to refresh it, both of which live in the session store. They
 * are injected here (by the store factory) instead of imported, so that api never depends on session.
 */
export interface AuthDeps {
  getAccessToken(): string | null;
  /** Renews the tokens; answers the new access token, or null when the session cannot be renewed. */
  refresh(): Promise<string | null>;
}

let deps: AuthDeps = { getAccessToken: () => null, refresh: () => Promise.resolve(null) };
let inFlight: Promise<string | null> | null = null;

export function configureAuth(next: AuthDeps): void {
  deps = next;
  inFlight = null;
}

export function currentAccessToken(): string | null {
  return deps.getAccessToken();
}

/**
 * Single flight: every request that meets NEED_TO_REFRESH while a refresh runs waits for that same refresh, since
 * the refresh token rotates and a second refresh with the old one would be refused.
 */
export function refreshAccessToken(): Promise<string | null> {
  if (inFlight) return inFlight;
  const flight = deps
    .refresh()
    .catch(() => null)
    .finally(() => {
      if (inFlight === flight) inFlight = null;
    });
  inFlight = flight;
  return flight;
}
