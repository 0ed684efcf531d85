import { t } from '@/i18n';
import { Spinner } from '@/ui';

/** A page that only waits for the session (the sign-in return pages): the spinner and its "loading" line. */
export function BootFallback() {
  return <Spinner label={t('common.loading')} />;
}

/**
 * While the first loaders read the session at the first visit, index.html's skeleton of the shell (with its "loading"
 * line) stays on screen: it hides itself once the first page puts its `<main>` in (scripts/lib/shell-skeleton.ts).
 * Drawing anything here would push it down.
 */
export function FirstLoadFallback() {
  return null;
}
