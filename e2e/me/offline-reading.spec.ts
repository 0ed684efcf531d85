import en from '../../src/i18n/locales/en';
import { offlineReadingFlows } from '../support/offline-reading';

// Issue 29 items 4–5 on the me variant (English).
offlineReadingFlows(en, 'en');
