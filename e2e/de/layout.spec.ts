import de from '../../src/i18n/locales/de';
import { demo } from '../support/accounts';
import { layoutSuite } from '../support/layout-suite';

// The German deployment serves only the transfer whitelist; its reader sees the transfer pages signed in.
layoutSuite(de, { reader: demo.deReader, transferOnly: true });
