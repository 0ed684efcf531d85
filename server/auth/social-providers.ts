import type { Provider } from '@auth/core/providers';
import Apple from '@auth/core/providers/apple';
import Facebook from '@auth/core/providers/facebook';
import Google from '@auth/core/providers/google';
import Twitter from '@auth/core/providers/twitter';
import type { ServerConfig } from '../env';

/** Social providers, each only when both of its keys are in the environment. */
export function socialProviders(social: ServerConfig['social']): Provider[] {
  const providers: Provider[] = [];
  if (social.google) providers.push(Google(social.google));
  if (social.facebook) providers.push(Facebook(social.facebook));
  if (social.twitter) providers.push(Twitter(social.twitter));
  if (social.apple) providers.push(Apple(social.apple));
  return providers;
}
