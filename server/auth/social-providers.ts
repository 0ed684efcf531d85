import type { Provider } from '@auth/core/providers';
import Apple from '@auth/core/providers/apple';
import Facebook from '@auth/core/providers/facebook';
import Google from '@auth/core/providers/google';
import Twitter from '@auth/core/providers/twitter';
import { platforms } from '../../platforms';
import type { ProviderKeys, ServerConfig, SocialProviderId } from '../env';

/** The client id of each provider at the local test identity provider (scripts/lib/local-idp.mjs expects `local-`). */
export const TEST_CLIENT_PREFIX = 'local-';
const TEST_CLIENT_SECRET = 'local-test-secret';

const REAL: Record<SocialProviderId, (keys: ProviderKeys) => Provider> = {
  google: (keys) => Google(keys),
  facebook: (keys) => Facebook(keys),
  twitter: (keys) => Twitter(keys),
  apple: (keys) => Apple(keys),
};

/**
 * The same providers pointed at the local test issuer. Google and Apple are OpenID Connect: their endpoints come from
 * the issuer's discovery document and their id_token is checked. Facebook and Twitter are plain OAuth 2: each
 * endpoint is set, and their own profile mapping reads the userinfo answer.
 */
function againstTestIssuer(id: SocialProviderId, issuer: string): Provider {
  const keys = { clientId: `${TEST_CLIENT_PREFIX}${id}`, clientSecret: TEST_CLIENT_SECRET };
  const endpoints = {
    token: `${issuer}/token`,
    userinfo: { url: `${issuer}/userinfo` },
  };
  switch (id) {
    case 'google':
      return Google({ ...keys, issuer });
    case 'apple':
      return Apple({ ...keys, issuer });
    case 'facebook':
      return Facebook({
        ...keys,
        ...endpoints,
        authorization: { url: `${issuer}/authorize`, params: { scope: 'email' } },
      });
    case 'twitter':
      return Twitter({
        ...keys,
        ...endpoints,
        authorization: { url: `${issuer}/authorize`, params: { scope: 'users.read tweet.read offline.access' } },
      });
  }
}

/**
 * The social providers of the platform's login list (ARCHITECTURE's platform table): against the local test issuer
 * when SOCIAL_TEST_ISSUER is set, else each only when both of its keys are in the environment.
 */
export function socialProviders(config: Pick<ServerConfig, 'platform' | 'social' | 'socialTestIssuer'>): Provider[] {
  const listed = platforms[config.platform].logins.filter((l): l is SocialProviderId => l !== 'email');
  const providers: Provider[] = [];
  for (const id of listed) {
    const keys = config.social[id];
    if (config.socialTestIssuer) providers.push(againstTestIssuer(id, config.socialTestIssuer));
    else if (keys) providers.push(REAL[id](keys));
  }
  return providers;
}
