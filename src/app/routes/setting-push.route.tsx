import { SettingsScreen } from '@/features/settings';
import { paths } from '../paths';

/** `/setting/push` (signed-in readers): push toggles, mail agreement, clearing the cache. */
export function Component() {
  return <SettingsScreen backTo={paths.my.href()} />;
}
