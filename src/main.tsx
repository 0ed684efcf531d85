import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { env } from './config/env';
import { locale, t } from './i18n';
import { installContentProtection } from './lib/content-protection';
import { keepMarketingCode } from './lib/marketing-code';

// index.html is shared by all five bundles; the bundle knows its one language.
document.documentElement.lang = locale;
document.title = t('common.appName');
if (env.blockDevtools) installContentProtection();
keepMarketingCode(location.search);

const { store } = makeStore();
const router = createAppRouter(store);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppProvider store={store} router={router} />
  </StrictMode>,
);
