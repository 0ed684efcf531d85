import { t } from '@/i18n';
import { Spinner } from '@/ui';

/** Shown once, while the first loaders read the session (no page renders on a session still loading). */
export function BootFallback() {
  return <Spinner label={t('common.loading')} />;
}
