import zhTW from '../../src/i18n/locales/zh-TW';
import { demo } from '../support/accounts';
import { layoutSuite } from '../support/layout-suite';

layoutSuite(zhTW, { reader: demo.adult });
