import { LoginNewUserScreen } from '@/features/auth';
import { useLoginTarget } from './use-login-target';

export function Component() {
  const { callback } = useLoginTarget();
  return <LoginNewUserScreen continueHref={callback} />;
}
