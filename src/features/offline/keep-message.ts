import { t } from '@/i18n/ns/offline';
import { KeepError } from './keep';

/** The reader's message for a failed keep. */
export function keepErrorMessage(error: unknown): string {
  const reason = error instanceof KeepError ? error.reason : 'FAILED';
  return t(`offline.errors.${reason}`);
}
