import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor end as soon as their state is there; this is only how long a failing one keeps trying. On two busy
// cores a render, a chunk or a request to a local server can take longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
