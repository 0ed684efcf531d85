import platform from '@platform';
import { HealthScreen } from '@/features/status';
import { version } from '../../../package.json';

export function Component() {
  return <HealthScreen platformId={platform.id} version={version} />;
}
