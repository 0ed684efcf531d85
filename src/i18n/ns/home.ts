// Importing this module registers the 'home' messages of this bundle's language (see registerMessages).
import home from '@locale/home';
import { registerMessages } from '../t';

registerMessages({ home });
