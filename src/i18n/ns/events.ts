import events from '@locale/events';
import { messagesFor } from '../t';

/** The 'events' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { events };

/** Reads the 'events' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ events });
