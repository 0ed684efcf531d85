// Importing this module registers the 'adult' messages of this bundle's language (see registerMessages).
import adult from '@locale/adult';
import { registerMessages } from '../t';

registerMessages({ adult });
