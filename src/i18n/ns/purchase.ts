// Importing this module registers the 'purchase' messages of this bundle's language (see registerMessages).
import purchase from '@locale/purchase';
import { registerMessages } from '../t';

registerMessages({ purchase });
