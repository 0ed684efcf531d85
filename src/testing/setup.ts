import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait for the state they check. Their default deadline (1 s) is a guess about the machine's
// speed: on two busy cores a lazy route or a local request can take longer, and a deadline is no assertion.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
