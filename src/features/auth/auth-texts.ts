import { messagesFor } from '@/i18n';
import { auth } from '@/i18n/ns/auth';
import { errors } from '@/i18n/ns/errors';

/** Reads the sign-in texts and the catalogue's messages, which the forms and the login-error page show side by side. */
export const { t } = messagesFor({ auth, errors });
