import { PrepareScreen } from '@/features/status';
import { paths } from '../paths';

export function Component() {
  // A full load asks the server again whether the service is back.
  return <PrepareScreen onRetry={() => window.location.assign(paths.main.href())} />;
}
