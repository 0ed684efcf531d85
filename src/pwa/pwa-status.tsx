import { lazy, Suspense } from 'react';
import { useOnline } from './online';
import { useUpdated } from './update-state';

// The notes and their texts load only when there is something to say: the first screen online pays for this file alone.
const PwaNotes = lazy(() => import('./pwa-notes'));

/** The shell's line about the installed app: "offline" while there is no connection, "updated" once after an update. */
export function PwaStatus() {
  const online = useOnline();
  const updated = useUpdated();
  if (online && !updated) return null;
  return (
    <Suspense fallback={null}>
      <PwaNotes offline={!online} updated={updated} />
    </Suspense>
  );
}
