import platform from '@platform';
import { isIdText } from '@/domain/text';
import { ResetPasswordScreen } from '@/features/auth';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../paths';
import { recoveryLinks } from './recovery-links';

export function Component() {
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const uuid = params.get('uuid') ?? '';
  return (
    <ResetPasswordScreen
      link={isIdText(userId) && uuid ? { userId: Number(userId), uuid } : null}
      loginHref={recoveryLinks(platform).login}
      findPasswordHref={paths.findPassword.href()}
    />
  );
}
