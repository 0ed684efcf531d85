import transfer from '@locale/transfer';
import { messagesFor } from '../t';

/** The 'transfer' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { transfer };

/** Reads the 'transfer' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ transfer });
