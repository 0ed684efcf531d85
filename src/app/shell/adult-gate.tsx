import defaultPlatform from '@platform';
import type { AdultPopupProps } from '@/features/adult';
import { useAdultHandler } from '@/error-handling/api-error-provider';
import { useToast } from '@/ui';
import { useCallback, useState, type ComponentType } from 'react';
import type { PlatformConfig } from '../../../platforms/types';

type Popup = ComponentType<AdultPopupProps>;

/**
 * Mounts the adult confirmation (src/features/adult) as the handler of the error target `adult` (spec §8): an
 * ADULT_ONLY_CONTENTS from any screen opens it directly. Place it inside ApiErrorProvider and inside the router (the
 * popup's login path needs the current page). The popup and its texts load with the first adult refusal, not with
 * the first screen.
 */
export function AdultGate({ platform = defaultPlatform }: { platform?: PlatformConfig }) {
  const [open, setOpen] = useState(false);
  const [Popup, setPopup] = useState<Popup | null>(null);
  const toast = useToast();

  const show = useCallback(() => {
    setOpen(true);
    import('@/features/adult')
      .then((module) => setPopup(() => module.AdultPopup))
      .catch(() => {
        // Without its chunk (offline, a new deployment) the reader still learns why the title stays closed. After a
        // refusal the error handler has loaded the error texts already, so their import needs no network.
        setOpen(false);
        return import('@/i18n/ns/errors').then((errors) =>
          toast.show(errors.t('errors.ADULT_ONLY_CONTENTS'), { tone: 'error' }),
        );
      });
  }, [toast]);
  useAdultHandler(show);

  if (!open || !Popup) return null;
  return <Popup open onClose={() => setOpen(false)} platform={platform} />;
}
