import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { env } from './config/env';
import { locale, t } from './i18n';
import { installContentProtection } from './lib/content-protection';

// index.html is shared by all five bundles; the bundle knows its one language.
document.documentElement.lang = locale;
document.title = t('common.appName');
if (env.blockDevtools) installContentProtection();
// Spec §6: a campaign's ?marketingCode= is kept (src/lib/marketing-code.ts, loaded only when there is one).
if (location.search.includes('marketingCode='))
  void import('./lib/marketing-code').then((m) => m.keepMarketingCode(location.search));
// A Meta ad's click id, reported with a purchase when the reader consented (src/lib/fbc.ts).
if (location.search.includes('fbclid=')) void import('./lib/fbc').then((m) => m.keepFbc(location.search));

// Uncaught errors go to the log beacon (src/lib/log-beacon.ts), which loads with the first one.
const logError = (code: string, reason: unknown) =>
  void import('./lib/log-beacon').then((m) => m.logClientError(code, reason));
addEventListener('error', (e) => logError('WINDOW_ERROR', e.error ?? e.message));
addEventListener('unhandledrejection', (e) => logError('UNHANDLED_REJECTION', e.reason));

const { store } = makeStore();
const router = createAppRouter(store);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppProvider store={store} router={router} />
  </StrictMode>,
);
