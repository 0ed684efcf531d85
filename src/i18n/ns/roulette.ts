import roulette from '@locale/roulette';
import { messagesFor } from '../t';

/** The 'roulette' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { roulette };

/** Reads the 'roulette' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ roulette });
