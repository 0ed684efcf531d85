import { call } from '@/api';
import type { SocialWelcomeRequest } from '@/domain/schemas';

/** POST /auth/social/welcome: the consent of the new-user page (the mail agreement the sign-up form asks for). */
export function saveWelcome(body: SocialWelcomeRequest): Promise<SocialWelcomeRequest> {
  return call<SocialWelcomeRequest>('backend', 'post', '/auth/social/welcome', { json: body });
}
