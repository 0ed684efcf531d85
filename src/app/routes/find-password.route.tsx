import platform from '@platform';
import { FindPasswordScreen } from '@/features/auth';
import { recoveryLinks } from './recovery-links';

export function Component() {
  const links = recoveryLinks(platform);
  return <FindPasswordScreen loginHref={links.login} bySmsHref={links.bySms} />;
}
