import { t } from '@/i18n/ns/offline';
import { EmptyState, LinkButton } from '@/ui';

/** In place of a kept rental whose end has come: it no longer opens, and it has left the device. */
export function KeptEnded({ libraryHref }: { libraryHref: string }) {
  return (
    <EmptyState
      title={t('offline.viewer.ended')}
      action={<LinkButton to={libraryHref}>{t('offline.device.heading')}</LinkButton>}
    />
  );
}
