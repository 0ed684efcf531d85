// Importing this module registers the 'search' messages of this bundle's language (see registerMessages).
import search from '@locale/search';
import { registerMessages } from '../t';

registerMessages({ search });
