import platform from '@platform';
import { FindIdScreen } from '@/features/phone-verification';
import { paths } from '../paths';

export function Component() {
  return (
    <FindIdScreen
      platformId={platform.id}
      loginHref={paths.login.href()}
      findPasswordHref={paths.findPasswordSms.href()}
    />
  );
}
