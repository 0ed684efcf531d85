import ja from '../../src/i18n/locales/ja';
import { pwaFlows } from '../support/pwa';

// Issue 29 items 1–3 on the Japanese variant.
pwaFlows(ja, 'ja');
