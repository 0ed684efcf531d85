import homeMain from '@locale/homeMain';
import { messagesFor } from '@/i18n';

/**
 * Reads the main page's own part of the `home` namespace, not the whole of it: the home tabs' texts would weigh on
 * the first load of `/` for nothing (the 150 KiB budget). The home tabs register the whole namespace
 * (src/i18n/ns/home.ts), which includes this part.
 */
export const { t } = messagesFor({ home: homeMain });
