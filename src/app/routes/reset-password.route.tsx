import platform from '@platform';
import { isIdText } from '@/domain/text';
import { ResetPasswordScreen } from '@/features/auth';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../paths';

export function Component() {
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const uuid = params.get('uuid') ?? '';
  return (
    <ResetPasswordScreen
      link={isIdText(userId) && uuid ? { userId: Number(userId), uuid } : null}
      loginHref={paths.login.href()}
      // The German variant has no "forgot password" page to ask for a new link on.
      findPasswordHref={platform.transferOnly ? undefined : paths.findPassword.href()}
    />
  );
}
