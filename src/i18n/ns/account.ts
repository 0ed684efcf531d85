import account from '@locale/account';
import { messagesFor } from '../t';

/** The 'account' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { account };

/** Reads the 'account' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ account });
