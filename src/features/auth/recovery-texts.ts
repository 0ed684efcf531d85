import { messagesFor } from '@/i18n';
import { errors } from '@/i18n/ns/errors';
import { recovery } from '@/i18n/ns/recovery';

/** The forgotten-password screens' texts and the catalogue's messages they show beside them. */
export const { t } = messagesFor({ recovery, errors });
