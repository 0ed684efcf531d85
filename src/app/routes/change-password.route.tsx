import { ChangePasswordScreen } from '@/features/account';
import { useNavigate } from 'react-router-dom';
import { paths } from '../paths';

export function Component() {
  const navigate = useNavigate();
  return <ChangePasswordScreen onDone={() => navigate(paths.my.href(), { replace: true })} />;
}
