import { LibraryFrame } from '@/features/library';
import { DeviceList } from '@/features/offline';
import { paths } from '../paths';
import { libraryTabs } from './section-tabs';

/**
 * `/library/device` (issue 29): the episodes kept on this device for offline reading. No session guard: offline no
 * session loads, and the list is read from the device alone (the account that last signed in here).
 */
export function Component() {
  return (
    <LibraryFrame tabs={libraryTabs()}>
      <DeviceList episodeHref={paths.viewer.href} />
    </LibraryFrame>
  );
}
