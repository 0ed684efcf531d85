import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// findBy and waitFor end as soon as their state is there; this is only how long a failing one keeps trying. On two busy
// cores a render, a chunk or a request to a local server can take longer than the default second, and the first screen
// of a file also compiles its lazy modules: seen at 12 s with the machine loaded, hence 20 s (tests allow 60 s).
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
});

// Files of a worker share one module graph and one document (vitest.config.ts, isolate: false): what a file spied on,
// stubbed or stored ends with the file, so the next one starts as a fresh page would.
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // A file in the node environment (`@vitest-environment node`) has no document.
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
});
