import { useEffect, useState } from 'react';
import type { SocialProvider } from '@/domain';
import { authClient } from '@/auth-client';

/**
 * The social providers the sign-in service offers right now (GET {authBase}/providers): a provider appears there only
 * when its keys are configured, so a button is never shown that could only fail. Null while asking; empty when the
 * service cannot be reached.
 */
export function useOfferedProviders(): ReadonlySet<string> | null {
  const [offered, setOffered] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    let live = true;
    void authClient.getProviders().then((providers) => {
      if (live) setOffered(new Set(providers ? Object.keys(providers) : []));
    });
    return () => {
      live = false;
    };
  }, []);
  return offered;
}

export function isOffered(provider: SocialProvider, offered: ReadonlySet<string> | null): boolean {
  return offered?.has(provider) ?? false;
}
