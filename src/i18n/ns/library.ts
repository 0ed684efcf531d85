// Importing this module registers the 'library' messages of this bundle's language (see registerMessages).
import library from '@locale/library';
import { registerMessages } from '../t';

registerMessages({ library });
