// Importing this module registers the 'rewards' messages of this bundle's language (see registerMessages).
import rewards from '@locale/rewards';
import { registerMessages } from '../t';

registerMessages({ rewards });
