import { NotFoundScreen } from '@/features/status';
import { paths } from '../paths';

export function Component() {
  return <NotFoundScreen homeHref={paths.main.href()} />;
}
