import ja from '../../src/i18n/locales/ja';
import { offlineReadingFlows } from '../support/offline-reading';

// Issue 29 items 4–5 on the Japanese variant.
offlineReadingFlows(ja, 'ja');
