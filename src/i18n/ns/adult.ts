import adult from '@locale/adult';
import { messagesFor } from '../t';

/** The 'adult' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { adult };

/** Reads the 'adult' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ adult });
