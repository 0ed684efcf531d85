import { LoginErrorScreen } from '@/features/auth';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../paths';
import { useLoginTarget } from './use-login-target';

export function Component() {
  const [params] = useSearchParams();
  const { passOn } = useLoginTarget();
  return (
    <LoginErrorScreen error={params.get('error')} code={params.get('code')} retryHref={paths.login.href(passOn)} />
  );
}
