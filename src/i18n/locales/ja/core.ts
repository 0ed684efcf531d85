import type { CoreMessages } from '../../messages';
import common from './common';
import nav from './nav';
import pages from './pages';
import ui from './ui';

/** What the first screen needs; the other namespaces load with the screens that use them (src/i18n/ns/). */
const core: CoreMessages = { common, ui, nav, pages };

export default core;
