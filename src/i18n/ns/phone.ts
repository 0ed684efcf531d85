import phone from '@locale/phone';
import { messagesFor } from '../t';

/** The 'phone' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { phone };

/** Reads the 'phone' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ phone });
