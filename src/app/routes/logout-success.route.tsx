import { LogoutSuccessScreen } from '@/features/auth';
import { paths } from '../paths';

export function Component() {
  return <LogoutSuccessScreen homeHref={paths.main.href()} />;
}
