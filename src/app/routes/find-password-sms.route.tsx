import platform from '@platform';
import { FindPasswordSmsScreen } from '@/features/phone-verification';
import { paths } from '../paths';

export function Component() {
  return (
    <FindPasswordSmsScreen
      platformId={platform.id}
      byMailHref={paths.findPassword.href()}
      loginHref={paths.login.href()}
    />
  );
}
