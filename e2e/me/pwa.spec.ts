import en from '../../src/i18n/locales/en';
import { pwaFlows } from '../support/pwa';

// Issue 29 items 1–3 on the me variant (English).
pwaFlows(en, 'en');
