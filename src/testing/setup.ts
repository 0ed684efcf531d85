import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor end as soon as their state is there; this is only how long a failing one keeps trying. On two busy
// cores a render, a chunk or a request to a local server can take longer than the default second, and the first screen
// of a file also compiles its lazy modules: seen at 12 s with the machine loaded, hence 20 s (tests allow 60 s).
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
});
