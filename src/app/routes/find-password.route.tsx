import { FindPasswordScreen } from '@/features/auth';
import { paths } from '../paths';

export function Component() {
  return <FindPasswordScreen loginHref={paths.login.href()} />;
}
